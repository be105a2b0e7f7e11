import { Select } from '@corp/shared/ui';
import type { SelectOption } from '@corp/shared/ui';
import type { FieldNode } from '../../schema/field-spec';
import type { FieldControlProps } from '../field-props';
import { useField } from '../use-field';

type SelectNode = Extract<FieldNode, { type: 'select' }>;

/** The value stored for an option: the contract's own (a number stays a number). */
export function optionValue(
  options: readonly (string | number)[],
  text: string,
): string | number | undefined {
  return options.find((option) => String(option) === text);
}

/** An enum or a union of literals of the contract. */
export function SelectInput({
  path,
  label,
  required,
  nullable,
  readOnly,
  node,
}: FieldControlProps<SelectNode>) {
  const field = useField(path, readOnly);
  const options: SelectOption[] = node.options.map((option) => ({
    value: String(option),
    label: String(option),
  }));
  const current = field.value === undefined || field.value === null ? '' : String(field.value);
  // A stored value the list does not offer (an old zone name) stays visible and kept.
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: current });
  if (!required || nullable) options.unshift({ value: '', label: field.t('form.none') });
  return (
    <Select
      id={field.id}
      label={label}
      required={required}
      error={field.error}
      disabled={field.disabled}
      options={options}
      value={current}
      onChange={(text) =>
        field.set(
          text === '' ? (nullable ? null : undefined) : (optionValue(node.options, text) ?? text),
        )
      }
    />
  );
}
