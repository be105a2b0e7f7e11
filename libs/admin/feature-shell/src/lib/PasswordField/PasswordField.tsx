import type { InputHTMLAttributes, Ref } from 'react';
import { FormField, fieldControlProps, useFieldIds } from '@corp/shared/ui';
import type { FieldOwnProps } from '@corp/shared/ui';
import styles from './PasswordField.module.scss';

export interface PasswordFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {
  ref?: Ref<HTMLInputElement>;
  /** `current-password` to sign in, `new-password` to choose one. */
  autoComplete: 'current-password' | 'new-password';
  className?: string;
}

/** A labelled password input on the design system's field (label, hint, error tied by id). */
export function PasswordField({
  label,
  required,
  hint,
  error,
  id,
  className,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <input
        {...inputProps}
        {...fieldControlProps(ids, { required, hint, error, describedBy })}
        ref={ref}
        id={ids.id}
        type="password"
        className={styles['input']}
      />
    </FormField>
  );
}
