import { useState } from 'react';
import { TextField } from '@corp/shared/ui';
import type { FieldNode } from '../../schema/field-spec';
import type { FieldControlProps } from '../field-props';
import { useField } from '../use-field';

type NumberNode = Extract<FieldNode, { type: 'number' }>;

/**
 * A number of the contract. What is typed stays as typed until it reads as a number (`1.`,
 * `-`); an emptied field holds no value, so the contract names it when it is required.
 */
export function NumberInput({
  path,
  label,
  required,
  readOnly,
  node,
}: FieldControlProps<NumberNode>) {
  const field = useField(path, readOnly);
  const stored = typeof field.value === 'number' ? String(field.value) : '';
  const [text, setText] = useState(stored);
  const shown =
    Number(text) === field.value || (text === '' && field.value === undefined) ? text : stored;
  const range = [node.min, node.max].every((limit) => limit !== undefined)
    ? `${node.min}–${node.max}`
    : undefined;
  return (
    <TextField
      id={field.id}
      label={label}
      required={required}
      hint={range}
      error={field.error}
      disabled={field.disabled}
      inputMode={node.integer ? 'numeric' : 'decimal'}
      value={shown}
      onChange={(event) => {
        const next = event.target.value.trim();
        setText(next);
        const parsed = Number(next);
        field.set(next === '' ? undefined : Number.isNaN(parsed) ? next : parsed);
      }}
    />
  );
}
