import { normalizeLocale, useCountryNames } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { useMemo, useRef, useState } from 'react';
import type { FocusEvent, InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCountry } from 'react-international-phone';
import type { ParsedCountry } from 'react-international-phone';
import type { FieldOwnProps } from '../FormField/FormField';
import { FormField, fieldControlProps, useFieldIds } from '../FormField/FormField';
import { mergeRefs } from '../FormField/mergeRefs';
import { CountryPicker } from './CountryPicker';
import { phoneCountries } from './phoneCountries';
import { usePhoneField } from './usePhoneField';
import type { PhoneChangeMeta } from './usePhoneField';
import styles from './PhoneInput.module.scss';

export { isValidPhoneAsync, loadPhoneCheck } from './phone-check';
export type { PhoneCheck } from './phone-check';
export { flagSrc } from './flags';
export type { PhoneChangeMeta } from './usePhoneField';

export interface PhoneInputProps
  extends
    FieldOwnProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'required'
    > {
  /** The phone in E.164 (`+79991234567`); `''` while no digit follows the calling code. */
  value?: string;
  /**
   * Called with the number the field shows in E.164 (whatever was typed, pasted or autofilled),
   * or `''` while no digit follows the calling code (so a required rule sees an empty field), and
   * the number's own country (`''` while its digits name none: `+7` alone). Whether the number is
   * valid for it is `isValidPhoneAsync(phone, country)` (loaded on demand with the field's
   * formatting; the field starts loading it on focus, on input and when it is given a number).
   */
  onChange?: (phone: string, meta: PhoneChangeMeta) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * Called when the country the flag shows changes: chosen in the list, named by the number's
   * digits, or the default followed; `''` while the digits name none yet.
   */
  onCountryChange?: (iso2: string) => void;
  /**
   * ISO2, lower case: the country of a number typed without its calling code, and the flag of an
   * empty field. Spec §5: the stored country, else fi for en, kz on the Asia ru page, else ru. An
   * empty field follows a new value (the form's chosen country) unless the visitor chose one in
   * the list.
   */
  defaultCountry?: string;
  /** Language of the country names; the page's locale by default (de → English, kz → Russian). */
  locale?: Locale;
  /** ISO2 codes listed first in the country list. */
  preferredCountries?: readonly string[];
  /** Where the flag files are served (`/flags/<iso2>.svg`). */
  flagBaseUrl?: string;
  /** The phone input element (react-hook-form focuses it on a validation error). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

const noPreferred: readonly string[] = [];

/**
 * An international phone input: a country button (flag and calling code) with a searchable,
 * localized list, and a number field that reads what the visitor types, pastes or autofills with
 * libphonenumber: an international number (`+49 30…`) is that number whatever the field held, a
 * number without a calling code is one of the shown country, and the flag follows the number's
 * own country (`+7 7…` Kazakhstan, `+7 9…` Russia). What the form gets is always the number shown.
 */
export function PhoneInput({
  label,
  required,
  hideRequiredMarker,
  hint,
  error,
  id,
  className,
  value,
  onChange,
  onBlur,
  onCountryChange,
  defaultCountry = 'ru',
  locale,
  preferredCountries = noPreferred,
  flagBaseUrl,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: PhoneInputProps) {
  const { i18n } = useTranslation('controls');
  const ids = useFieldIds(id);
  const listLocale = locale ?? normalizeLocale(i18n.language);
  // Suspends until the names of the page's language are in (a chunk of their own, issue 17).
  const names = useCountryNames(listLocale);
  const countries = phoneCountries(listLocale, names);
  const parsedCountries = useMemo(() => countries.map(parseCountry), [countries]);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useMemo(() => mergeRefs(ref, inputRef), [ref]);
  // A default the list lacks (a country without a calling code of its own) keeps the first one.
  const listed = (iso2: string) => parsedCountries.some((country) => country.iso2 === iso2);
  const [firstDefault] = useState(() => {
    const wanted = defaultCountry.toLowerCase();
    return listed(wanted) ? wanted : 'ru';
  });
  const startCountry = listed(defaultCountry.toLowerCase())
    ? defaultCountry.toLowerCase()
    : firstDefault;

  const phone = usePhoneField({
    value,
    defaultCountry: startCountry,
    onChange,
    onCountryChange,
    inputRef,
  });
  const { field } = phone;
  const selected = parsedCountries.find((country) => country.iso2 === field.country);

  const selectCountry = (country: ParsedCountry) => {
    phone.selectCountry(country.iso2, country.dialCode);
    inputRef.current?.focus();
  };

  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      hideRequiredMarker={hideRequiredMarker}
      hint={hint}
      error={error}
      disabled={disabled}
      className={className}
    >
      <div className={styles['group']}>
        <CountryPicker
          idPrefix={ids.id}
          countries={parsedCountries}
          preferred={preferredCountries}
          selected={selected}
          callingCode={selected?.dialCode ?? field.callingCode}
          onSelect={selectCountry}
          disabled={disabled}
          invalid={Boolean(error)}
          flagBaseUrl={flagBaseUrl}
        />
        <input
          {...inputProps}
          {...fieldControlProps(ids, { required, hint, error, describedBy })}
          ref={setRefs}
          id={ids.id}
          type="tel"
          inputMode="tel"
          autoComplete={inputProps.autoComplete ?? 'tel'}
          disabled={disabled}
          value={field.text}
          onChange={phone.handleChange}
          onFocus={(event) => {
            inputProps.onFocus?.(event);
            // Loads the formatting and the phone check, so they are there as the visitor types.
            phone.requestTools();
          }}
          onBlur={(event) => {
            phone.handleBlur();
            onBlur?.(event);
          }}
          className={styles['input']}
        />
      </div>
    </FormField>
  );
}
