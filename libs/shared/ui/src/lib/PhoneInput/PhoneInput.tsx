import { normalizeLocale, useCountryNames } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { useEffect, useMemo, useRef } from 'react';
import type { FocusEvent, InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { parseCountry, usePhoneInput } from 'react-international-phone';
import type { CountryData, ParsedCountry } from 'react-international-phone';
import type { FieldOwnProps } from '../FormField/FormField';
import { FormField, fieldControlProps, useFieldIds } from '../FormField/FormField';
import { mergeRefs } from '../FormField/mergeRefs';
import { CountryPicker } from './CountryPicker';
import { loadPhoneCheck } from './phone-check';
import { phoneCountries } from './phoneCountries';
import styles from './PhoneInput.module.scss';

export { isValidPhoneAsync, loadPhoneCheck } from './phone-check';
export type { PhoneCheck } from './phone-check';
export { flagSrc } from './flags';

export interface PhoneChangeMeta {
  /** ISO2, lower case (`fi`). */
  country: string;
  dialCode: string;
  /** What the input shows (`+358 40 123 45 67`). */
  inputValue: string;
}

export interface PhoneInputProps
  extends
    FieldOwnProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'value' | 'defaultValue' | 'onChange' | 'required'
    > {
  /** The phone in E.164 (`+79991234567`); `''` when only a dial code is there. */
  value?: string;
  /**
   * Called with the phone in E.164, or `''` while no digit follows the dial code (so a
   * required rule sees an empty field), and the country. Whether the number is valid for it is
   * `isValidPhoneAsync(phone, country)` (loaded on demand; the field starts loading it on focus).
   */
  onChange?: (phone: string, meta: PhoneChangeMeta) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the country changes, by the list or by the number typed. */
  onCountryChange?: (iso2: string) => void;
  /** ISO2, lower case. Spec §5: the stored country, else fi for en, kz on the Asia ru page, else ru. */
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
 * Tabbing into a field selects its text; when it holds only the prefilled dial code, the first
 * digit typed would replace it (`+358 ` → `+4…`, another country). The caret goes after it.
 */
function keepDialCode(input: HTMLInputElement, dialCode: string) {
  if (input.value.replace(/\D/g, '') !== dialCode) return;
  const moveToEnd = () => {
    if (document.activeElement !== input) return;
    const end = input.value.length;
    input.setSelectionRange(end, end);
  };
  moveToEnd();
  // The browser applies its own focus selection after the event, so once more a frame later.
  requestAnimationFrame(moveToEnd);
}

/**
 * An international phone input on react-international-phone: a country button with a
 * searchable, localized list and a local flag, and a number field that formats as you type
 * and guesses the country from the dial code.
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
  // What an uncontrolled field last told the form; a controlled one compares with `value`.
  const lastEmitted = useRef('');

  const phoneInput = usePhoneInput({
    defaultCountry: defaultCountry.toLowerCase(),
    value: value ?? '',
    countries: countries as CountryData[],
    inputRef,
    onChange: ({ phone, inputValue, country }) => {
      const digits = phone.replace(/\D/g, '');
      const emitted = digits.length > country.dialCode.length ? phone : '';
      // The hook reports its initial state too: only a real change reaches the form.
      if (emitted === (value ?? lastEmitted.current)) return;
      lastEmitted.current = emitted;
      onChange?.(emitted, {
        country: country.iso2,
        dialCode: country.dialCode,
        inputValue,
      });
    },
  });

  const countryIso2 = phoneInput.country.iso2;
  const reportedCountry = useRef(countryIso2);
  useEffect(() => {
    if (countryIso2 === reportedCountry.current) return;
    reportedCountry.current = countryIso2;
    onCountryChange?.(countryIso2);
  }, [countryIso2, onCountryChange]);

  const selectCountry = (country: ParsedCountry) => {
    phoneInput.setCountry(country.iso2, { focusOnInput: true });
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
          selected={phoneInput.country}
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
          value={phoneInput.inputValue}
          onChange={phoneInput.handlePhoneValueChange}
          onFocus={(event) => {
            inputProps.onFocus?.(event);
            // Warm up the phone check, so it is there when the form validates on blur or submit.
            loadPhoneCheck().catch(() => undefined);
            keepDialCode(event.currentTarget, phoneInput.country.dialCode);
          }}
          onPaste={(event) => {
            inputProps.onPaste?.(event);
            // An international number replaces what is there, the dial code included.
            if (event.clipboardData.getData('text').trim().startsWith('+')) {
              event.currentTarget.select();
            }
          }}
          onBlur={onBlur}
          className={styles['input']}
        />
      </div>
    </FormField>
  );
}
