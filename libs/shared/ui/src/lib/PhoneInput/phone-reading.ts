import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { numberStart, significantChars } from './phone-text';

/** What a phone field's text says, read by libphonenumber. */
export interface PhoneReading {
  /** The text to show: what was typed, formatted as you type (international or national). */
  text: string;
  /**
   * The number in E.164 (`+79123456789`), also while it is incomplete or wrong, so the form's
   * check can say so; `''` while no digit follows the calling code (the field counts as empty).
   * Digits libphonenumber cannot place (an unknown calling code, a lone trunk prefix) are kept as
   * typed (`+999123`, `8`): the form's check reports them as a wrong number.
   */
  phone: string;
  /** ISO2, lower case, of the number's own country; `undefined` while its digits do not tell. */
  country?: string;
  /** The calling code the number has (`7`), also when its country is not decided yet. */
  callingCode?: string;
  /** Whether the text is an international number (`+…`, or `00…`/`810…` dialled from abroad). */
  international: boolean;
  /** The national (significant) number, `''` while there is none. */
  nationalNumber: string;
}

/** The longest calling code (ITU-T E.164: one to three digits). */
const MAX_CALLING_CODE_DIGITS = 3;

const toCountryCode = (iso2: string | undefined): CountryCode | undefined => {
  const code = iso2?.toUpperCase();
  return code && isSupportedCountry(code) ? code : undefined;
};

/** The country libphonenumber gives an international number by its digits, if any yet. */
function countryOfNumber(e164: string): string | undefined {
  const typer = new AsYouType();
  typer.input(e164);
  return typer.getCountry()?.toLowerCase();
}

/** The countries of a calling code (`7` → RU, KZ), by libphonenumber's own list. */
const countriesOfCallingCode = (callingCode: string) =>
  getCountries().filter((country) => getCountryCallingCode(country) === callingCode);

/**
 * The country to show for a number whose digits do not name one yet (`+7`, `+44 20`): the
 * current one if it has that calling code, the only country of the code, or none (the field
 * shows a neutral flag with the calling code: `+7` is Russia or Kazakhstan until the next digit).
 */
function countryOfCallingCode(callingCode: string, current: string): string | undefined {
  const currentCode = toCountryCode(current);
  if (currentCode && getCountryCallingCode(currentCode) === callingCode) return current;
  const [only, ...others] = countriesOfCallingCode(callingCode);
  return only && others.length === 0 ? only.toLowerCase() : undefined;
}

/**
 * Reads the phone field's text as the visitor left it (typed, pasted or autofilled) with
 * libphonenumber's `AsYouType`: an international number (`+…`) by itself, any other text as a
 * number of `country` (its national form `8 912 …`, or its calling code without the plus
 * `7 912 …`, or dialled from abroad `00 49 …`). A `+` starts the number: what precedes the last one
 * is left out (`+358 +7 912…` is `+7 912…`). The country shown is the number's own (`+7 7…` is
 * Kazakhstan, `+7 9…` Russia), never one its digits contradict.
 */
export function readPhone(raw: string, country: string): PhoneReading {
  const source = raw.slice(numberStart(raw));
  const defaultCountry = toCountryCode(country);
  const typer = defaultCountry ? new AsYouType(defaultCountry) : new AsYouType();
  const text = typer.input(source);
  const international = typer.isInternational();
  // An international number has the calling code it was typed with (none yet after `+4`);
  // a national one has its country's.
  const callingCode =
    typer.getCallingCode() ??
    (!international && defaultCountry ? getCountryCallingCode(defaultCountry) : undefined);
  const number = typer.getNumber();
  const nationalNumber = number?.nationalNumber ?? '';
  const digits = significantChars(typer.getChars()).replace(/^\+/, '');
  // Up to three digits after a plus may still be a calling code being typed (`+4`, `+35`).
  const rest = international
    ? digits.slice(callingCode?.length ?? MAX_CALLING_CODE_DIGITS)
    : digits;

  let phone = '';
  if (nationalNumber) phone = typer.getNumberValue() ?? '';
  else if (rest) phone = international ? `+${digits}` : digits;

  const own = nationalNumber ? countryOfNumber(phone) : undefined;
  const shown = own ?? (callingCode ? countryOfCallingCode(callingCode, country) : undefined);
  return {
    text: text || (source.trim().startsWith('+') ? '+' : ''),
    phone,
    country: shown?.toLowerCase(),
    callingCode,
    international,
    nationalNumber,
  };
}

/**
 * The number written in international form (`+358 40 1234567`) when it is a valid number, for the
 * field to show once the visitor leaves it: the number that is sent, calling code included.
 */
export function internationalText(phone: string): string | undefined {
  const number = parsePhoneNumberFromString(phone);
  return number?.isValid() ? number.formatInternational() : undefined;
}

/** The calling code of a country (`fi` → `358`), if libphonenumber knows the country. */
export function callingCodeOf(country: string): string | undefined {
  const code = toCountryCode(country);
  return code ? getCountryCallingCode(code) : undefined;
}
