import { Button } from '@corp/shared/ui';
import type { FieldNode } from '../../schema/field-spec';
import { emptyValue } from '../../schema/form-values';
import type { FieldControlProps } from '../field-props';
import { entryLabel } from '../field-label';
import { FieldView } from '../FieldView';
import { useField } from '../use-field';
import styles from './fields.module.scss';

type ListNode = Extract<FieldNode, { type: 'list' }>;

/** Moves entry `from` of a list to `to`, leaving the list as it was. */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [entry] = copy.splice(from, 1);
  if (entry !== undefined) copy.splice(to, 0, entry);
  return copy;
}

/** An array of the contract: repeatable entries that can be added, removed and reordered. */
export function ListInput({ path, label, required, readOnly, node }: FieldControlProps<ListNode>) {
  const field = useField(path, readOnly);
  const entries = Array.isArray(field.value) ? (field.value as unknown[]) : [];
  const full = node.maxItems !== undefined && entries.length >= node.maxItems;
  const errorId = `${field.id}-error`;
  return (
    <fieldset
      id={field.id}
      className={styles['fieldset']}
      aria-describedby={field.error ? errorId : undefined}
    >
      <legend className={styles['legend']}>
        {label}
        {required ? (
          <span className={styles['required']} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {entries.length === 0 ? <p className={styles['hint']}>{field.t('form.empty')}</p> : null}
      <ol className={styles['entries']}>
        {entries.map((_entry, index) => {
          const number = index + 1;
          return (
            // The position is the entry's identity: a move re-renders both places.
            <li key={index} className={styles['entry']}>
              <FieldView
                path={[...path, index]}
                label={entryLabel(field.t, label, index)}
                required
                nullable={false}
                readOnly={readOnly}
                node={node.item}
              />
              <div className={styles['entryTools']}>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={field.disabled || index === 0}
                  aria-label={field.t('form.moveUp', { label, index: number })}
                  onClick={() => field.set(moveEntry(entries, index, index - 1))}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={field.disabled || index === entries.length - 1}
                  aria-label={field.t('form.moveDown', { label, index: number })}
                  onClick={() => field.set(moveEntry(entries, index, index + 1))}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={field.disabled}
                  aria-label={field.t('form.removeItem', { label, index: number })}
                  onClick={() => field.set(entries.filter((_each, at) => at !== index))}
                >
                  {field.t('form.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className={styles['entryTools']}>
        <Button
          variant="secondary"
          size="small"
          disabled={field.disabled || full}
          onClick={() => field.set([...entries, emptyValue(node.item)])}
        >
          {field.t('form.addItem', { label })}
        </Button>
      </div>
      {field.error ? (
        <p id={errorId} className={styles['error']}>
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}
