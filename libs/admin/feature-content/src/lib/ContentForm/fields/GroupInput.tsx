import { Button } from '@corp/shared/ui';
import type { FieldNode } from '../../schema/field-spec';
import { emptyValue } from '../../schema/form-values';
import type { FieldControlProps } from '../field-props';
import { FieldList } from '../FieldView';
import { useField } from '../use-field';
import styles from './fields.module.scss';

type GroupNode = Extract<FieldNode, { type: 'group' }>;

/** A nested object of the contract as a fieldset; an optional one can be added and removed. */
export function GroupInput({
  path,
  label,
  required,
  readOnly,
  node,
}: FieldControlProps<GroupNode>) {
  const field = useField(path, readOnly);
  const present = field.value !== undefined && field.value !== null;
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
      {present ? (
        <FieldList fields={node.fields} path={path} />
      ) : (
        <Button
          variant="secondary"
          size="small"
          disabled={field.disabled}
          onClick={() => field.set(emptyValue(node))}
        >
          {field.t('form.addGroup', { label })}
        </Button>
      )}
      {present && !required ? (
        <div className={styles['entryTools']}>
          <Button
            variant="ghost"
            size="small"
            disabled={field.disabled}
            onClick={() => field.set(undefined)}
          >
            {field.t('form.removeGroup', { label })}
          </Button>
        </div>
      ) : null}
      {field.error ? (
        <p id={errorId} className={styles['error']}>
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}
