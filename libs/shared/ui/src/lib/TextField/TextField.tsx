import type { InputHTMLAttributes, Ref } from 'react';
import type { FieldOwnProps } from '../FormField/FormField';
import { FormField, fieldControlProps, useFieldIds } from '../FormField/FormField';
import styles from './TextField.module.scss';

export type TextFieldType = 'text' | 'email' | 'tel';

export interface TextFieldProps
  extends FieldOwnProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> {
  type?: TextFieldType;
  /** React 19 passes `ref` as a prop: `register(name)` from react-hook-form spreads straight in. */
  ref?: Ref<HTMLInputElement>;
  /** Class of the field wrapper (label, input, messages). */
  className?: string;
}

/** Autocomplete hint per type, unless the caller names a better one (`given-name`, …). */
const autoCompleteByType: Record<TextFieldType, string | undefined> = {
  text: undefined,
  email: 'email',
  tel: 'tel',
};

const inputModeByType: Record<TextFieldType, InputHTMLAttributes<HTMLInputElement>['inputMode']> = {
  text: undefined,
  email: 'email',
  tel: 'tel',
};

/** A labelled single-line text input (text, e-mail, phone) with required marker and error. */
export function TextField({
  label,
  required,
  hideRequiredMarker,
  hint,
  error,
  type = 'text',
  id,
  className,
  disabled,
  autoComplete,
  inputMode,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      hideRequiredMarker={hideRequiredMarker}
      hint={hint}
      error={error}
      disabled={disabled}
      className={className}
    >
      <input
        {...inputProps}
        {...fieldControlProps(ids, { required, hint, error, describedBy })}
        ref={ref}
        id={ids.id}
        type={type}
        disabled={disabled}
        autoComplete={autoComplete ?? autoCompleteByType[type]}
        inputMode={inputMode ?? inputModeByType[type]}
        className={styles['input']}
      />
    </FormField>
  );
}
