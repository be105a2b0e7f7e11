/**
 * What the contact form's phone rule needs of libphonenumber, imported on demand by
 * `contactFormSchema` (a named re-export, so the bundle keeps only this and the metadata).
 */
export { isValidPhoneNumber } from 'libphonenumber-js/min';
