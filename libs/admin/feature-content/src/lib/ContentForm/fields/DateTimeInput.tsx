import { TextField } from '@corp/shared/ui';
import type { FieldNode } from '../../schema/field-spec';
import type { FieldControlProps } from '../field-props';
import { useField } from '../use-field';
import styles from './fields.module.scss';

type DateTimeNode = Extract<FieldNode, { type: 'datetime' }>;

const ISO = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** `2027-04-15T10:00:00+03:00` → its local date-time and its offset, as the inputs show them. */
export function splitDateTime(value: unknown): { local: string; offset: string } {
  const match = typeof value === 'string' ? ISO.exec(value) : null;
  if (!match) return { local: '', offset: '' };
  return {
    local: `${match[1]}T${match[2]}`,
    offset: match[3] === 'Z' ? '+00:00' : (match[3] ?? ''),
  };
}

/** The inputs back into an ISO date-time with its offset; half-filled stays as typed. */
export function joinDateTime(local: string, offset: string): string {
  if (!local) return '';
  return `${local}:00${offset}`;
}

/**
 * A date-time with the UTC offset the contract wants (an event's dates carry its zone's
 * offset): the browser's date-time picker and the offset beside it. A field that also takes a
 * plain date is a text field with the format as its hint.
 */
export function DateTimeInput({
  path,
  label,
  required,
  readOnly,
  node,
}: FieldControlProps<DateTimeNode>) {
  const field = useField(path, readOnly);
  if (node.dateAllowed)
    return (
      <TextField
        id={field.id}
        label={label}
        required={required}
        hint={field.t('form.dateHint')}
        error={field.error}
        disabled={field.disabled}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.set(event.target.value)}
      />
    );
  const { local, offset } = splitDateTime(field.value);
  const raw = typeof field.value === 'string' && !local ? field.value : '';
  const errorId = `${field.id}-error`;
  return (
    <fieldset className={styles['fieldset']} aria-describedby={field.error ? errorId : undefined}>
      <legend className={styles['legend']}>
        {label}
        {required ? (
          <span className={styles['required']} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles['row']}>
        <label className={styles['inline']}>
          <span>{field.t('form.date')}</span>
          <input
            id={field.id}
            type="datetime-local"
            className={styles['input']}
            value={local}
            disabled={field.disabled}
            aria-required={required || undefined}
            aria-invalid={field.error ? true : undefined}
            onChange={(event) => field.set(joinDateTime(event.target.value, offset || '+00:00'))}
          />
        </label>
        <label className={styles['inline']}>
          <span>{field.t('form.offset')}</span>
          <input
            type="text"
            className={styles['offset']}
            value={offset}
            placeholder="+03:00"
            pattern="[+\-]\d{2}:\d{2}"
            title={field.t('form.offsetHint')}
            disabled={field.disabled}
            onChange={(event) => field.set(joinDateTime(local, event.target.value))}
          />
        </label>
      </div>
      {raw ? <p className={styles['hint']}>{raw}</p> : null}
      {field.error ? (
        <p id={errorId} className={styles['error']}>
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}
