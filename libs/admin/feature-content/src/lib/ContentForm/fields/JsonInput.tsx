import { useState } from 'react';
import { Textarea } from '@corp/shared/ui';
import type { FieldControlProps } from '../field-props';
import { useField } from '../use-field';

/** A value the form has no control for, edited as JSON (kept as typed until it parses). */
export function JsonInput({ path, label, required, readOnly }: FieldControlProps) {
  const field = useField(path, readOnly);
  const [text, setText] = useState(() =>
    field.value === undefined ? '' : JSON.stringify(field.value, null, 2),
  );
  const [invalid, setInvalid] = useState(false);
  return (
    <Textarea
      id={field.id}
      label={label}
      required={required}
      hint={field.t('form.json')}
      error={invalid ? field.t('form.jsonInvalid') : field.error}
      disabled={field.disabled}
      rows={6}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        try {
          field.set(event.target.value.trim() === '' ? undefined : JSON.parse(event.target.value));
          setInvalid(false);
        } catch {
          setInvalid(true);
        }
      }}
    />
  );
}
