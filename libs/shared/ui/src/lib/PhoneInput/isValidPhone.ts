import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

/**
 * Spec §5: a phone must be reported valid for the selected country. `value` is what the
 * PhoneInput emits (E.164, `+358401234567`) or a national number; `countryCode` is ISO2 in
 * either case (`fi`, `KZ`). Uses libphonenumber's `min` metadata, as the contact-form contract
 * does (the server and the form agree, and the form's chunk carries one copy): the length and
 * leading digits are checked for the country. A number of another calling code than the
 * country's is invalid for it.
 */
export function isValidPhone(value: string | null | undefined, countryCode?: string): boolean {
  if (!value || !value.trim()) return false;
  const iso = countryCode?.toUpperCase();
  const country = iso && isSupportedCountry(iso) ? iso : undefined;
  const phone = parsePhoneNumberFromString(value, country);
  if (!phone?.isValid()) return false;
  return country === undefined || phone.countryCallingCode === getCountryCallingCode(country);
}
