import { Select } from '@corp/shared/ui';
import type { SelectOption } from '@corp/shared/ui';
import { useContentServices } from '../../content-services';
import type { FieldNode } from '../../schema/field-spec';
import type { FieldControlProps } from '../field-props';
import { useField } from '../use-field';

type ReferenceNode = Extract<FieldNode, { type: 'reference' }>;

/**
 * The key of an item of another kind, picked from that kind's items (their titles and keys);
 * a key the list does not hold (an item not visible to this editor) stays as an option.
 */
export function ReferenceInput({
  path,
  label,
  required,
  nullable,
  readOnly,
  node,
}: FieldControlProps<ReferenceNode>) {
  const field = useField(path, readOnly);
  const { options: items } = useContentServices().useReferenceOptions(node.to);
  const current = field.value === undefined || field.value === null ? '' : String(field.value);
  const options: SelectOption[] = items.map((item) => ({
    value: item.value,
    label: item.label === item.value ? item.value : `${item.label} (${item.value})`,
  }));
  if (current && !options.some((option) => option.value === current))
    options.unshift({ value: current, label: current });
  if (!required || nullable) options.unshift({ value: '', label: field.t('form.none') });
  return (
    <Select
      id={field.id}
      label={label}
      required={required}
      hint={field.t(`kinds.${node.to}`)}
      error={field.error}
      disabled={field.disabled}
      options={options}
      value={current}
      onChange={(text) => {
        if (text === '') field.set(nullable ? null : undefined);
        else field.set(node.valueType === 'number' ? Number(text) : text);
      }}
    />
  );
}
