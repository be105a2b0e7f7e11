import { Checkbox } from '@corp/shared/ui';
import type { FieldControlProps } from '../field-props';
import { useField } from '../use-field';

/** A yes/no flag of the contract. */
export function BooleanInput({ path, label, readOnly }: FieldControlProps) {
  const field = useField(path, readOnly);
  return (
    <Checkbox
      id={field.id}
      label={label}
      error={field.error}
      disabled={field.disabled}
      checked={field.value === true}
      onChange={(event) => field.set(event.target.checked)}
    />
  );
}
