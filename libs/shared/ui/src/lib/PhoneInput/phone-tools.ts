/**
 * What the phone field and the form's phone check load on demand: libphonenumber's `min`
 * metadata with the reading of the field's text and the check of spec §5 (one chunk).
 */
export { isValidPhone } from './isValidPhone';
export { callingCodeOf, internationalText, readPhone } from './phone-reading';
export type { PhoneReading } from './phone-reading';
