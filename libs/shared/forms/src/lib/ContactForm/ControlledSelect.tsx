import type { ContactFormFields, ContactFormValues } from '@corp/shared/contracts';
import { Select } from '@corp/shared/ui';
import type { SelectProps } from '@corp/shared/ui';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';

/** The contact form's fields that hold one option's value. */
export type ContactSelectName = 'industry' | 'country';

export interface ControlledSelectProps extends Omit<
  SelectProps,
  'ref' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> {
  name: ContactSelectName;
  control: Control<ContactFormFields, unknown, ContactFormValues>;
}

/**
 * A `Select` bound to one of the contact form's fields through react-hook-form's `Controller`:
 * the field's ref (focused on an error), name, value, change and blur; the rest as given.
 */
export function ControlledSelect({ name, control, ...selectProps }: ControlledSelectProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...selectProps}
        />
      )}
    />
  );
}
