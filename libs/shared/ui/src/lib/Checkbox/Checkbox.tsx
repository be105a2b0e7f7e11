import type { InputHTMLAttributes, Ref } from 'react';
import type { FieldOwnProps } from '../FormField/FormField';
import {
  FieldMessages,
  RequiredMarker,
  fieldControlProps,
  useFieldIds,
} from '../FormField/FormField';
import styles from './Checkbox.module.scss';

export interface CheckboxProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {
  /** React 19 passes `ref` as a prop: `register(name)` from react-hook-form spreads straight in. */
  ref?: Ref<HTMLInputElement>;
  /** Class of the wrapper (box, label, messages). */
  className?: string;
}

/**
 * A labelled checkbox: the policy agreement of every form. The box comes before its label; the
 * marker, the messages and their ids are the form field's (`FormField`). The label may hold a link (the
 * privacy policy); a click on the link follows it without ticking the box.
 */
export function Checkbox({
  label,
  required,
  hideRequiredMarker,
  hint,
  error,
  id,
  className,
  disabled,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={[styles['field'], className].filter(Boolean).join(' ')}>
      <div className={styles['row']}>
        <input
          {...inputProps}
          {...fieldControlProps(ids, { required, hint, error, describedBy })}
          ref={ref}
          id={ids.id}
          type="checkbox"
          disabled={disabled}
          className={styles['box']}
        />
        <label
          id={ids.labelId}
          htmlFor={ids.id}
          className={[styles['label'], disabled ? styles['labelDisabled'] : undefined]
            .filter(Boolean)
            .join(' ')}
        >
          {label}
          <RequiredMarker
            required={required}
            hidden={hideRequiredMarker}
            className={styles['required']}
          />
        </label>
      </div>
      <FieldMessages
        ids={ids}
        hint={hint}
        error={error}
        classNames={{ hint: styles['hint'], error: styles['error'] }}
      />
    </div>
  );
}
