import { Select } from '@corp/shared/ui';
import type { SelectProps } from '@corp/shared/ui';
import { Controller, useFormContext } from 'react-hook-form';

/** The lead forms' fields that hold one option's value. */
export type ContactSelectName = 'industry' | 'country';

type SelectFields = Record<ContactSelectName, string>;

export interface ControlledSelectProps extends Omit<
  SelectProps,
  'ref' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'
> {
  name: ContactSelectName;
}

/**
 * A `Select` bound to one of a lead form's fields (from its `FormProvider`) through
 * react-hook-form's `Controller`: the field's ref (focused on an error), name, value, change and
 * blur; the rest as given.
 */
export function ControlledSelect({ name, ...selectProps }: ControlledSelectProps) {
  const { control } = useFormContext<SelectFields>();
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
