import {
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/max';

/**
 * Spec §5: a phone must be reported valid for the selected country. `value` is what the
 * PhoneInput emits (E.164, `+358401234567`) or a national number; `countryCode` is ISO2 in
 * either case (`fi`, `KZ`). Uses libphonenumber's full metadata, so the digits are checked
 * against the country's numbering plan, not only the length. A number of another calling code
 * than the country's is invalid for it.
 */
export function isValidPhone(value: string | null | undefined, countryCode?: string): boolean {
  if (!value || !value.trim()) return false;
  const iso = countryCode?.toUpperCase();
  const country = iso && isSupportedCountry(iso) ? iso : undefined;
  const phone = parsePhoneNumberFromString(value, country);
  if (!phone?.isValid()) return false;
  return country === undefined || phone.countryCallingCode === getCountryCallingCode(country);
}
