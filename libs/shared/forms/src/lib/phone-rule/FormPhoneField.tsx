import { PhoneInput } from '@corp/shared/ui';
import { useController, useFormContext, useWatch } from 'react-hook-form';

/** The fields a form with a phone has: the number, its country's code, the chosen country. */
export interface PhoneFormFields {
  phone: string;
  countryCode?: string;
  country: string;
}

export interface FormPhoneFieldProps {
  /** ISO2 (spec §5 "Default phone country"), upper or lower case. */
  defaultCountry: string;
  label: string;
  required?: boolean;
  hideRequiredMarker?: boolean;
  error?: string;
}

/** Spec §5: the phone list puts these countries first. */
const preferredCountries = ['ru', 'kz', 'fi'];

/**
 * A form's phone field: the number as the visitor gave it (E.164) in `phone`, its own country in
 * `countryCode` (none while its digits name none, so the check reads the number by itself).
 * While the field is empty it follows the country the visitor chose in the form's country list,
 * else it starts with the default of spec §5. Reads the form from its `FormProvider`.
 */
export function FormPhoneField({ defaultCountry, ...fieldProps }: FormPhoneFieldProps) {
  const { control } = useFormContext<PhoneFormFields>();
  const {
    field: { ref, name, value, onChange, onBlur },
  } = useController({ control, name: 'phone' });
  const {
    field: { onChange: changeCountryCode },
  } = useController({ control, name: 'countryCode' });
  const chosen = useWatch({ control, name: 'country' });
  const setCountryCode = (iso2: string) => changeCountryCode(iso2 ? iso2.toUpperCase() : undefined);
  return (
    <PhoneInput
      ref={ref}
      name={name}
      value={value}
      defaultCountry={(chosen || defaultCountry).toLowerCase()}
      preferredCountries={preferredCountries}
      onChange={(phone, meta) => {
        // The country first: the phone's check reads the number with it.
        setCountryCode(meta.country);
        onChange(phone);
      }}
      onCountryChange={setCountryCode}
      onBlur={onBlur}
      {...fieldProps}
    />
  );
}
