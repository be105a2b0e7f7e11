import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, Ref, TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOwnProps } from '../FormField/FormField';
import { FormField, fieldControlProps, useFieldIds } from '../FormField/FormField';
import { mergeRefs } from '../FormField/mergeRefs';
import styles from './Textarea.module.scss';

export interface TextareaProps
  extends FieldOwnProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  /** React 19 passes `ref` as a prop: `register(name)` from react-hook-form spreads straight in. */
  ref?: Ref<HTMLTextAreaElement>;
  /** Class of the field wrapper (label, textarea, messages). */
  className?: string;
}

/**
 * A labelled multi-line input (the optional comment, the cover letter). With `maxLength` it
 * counts the characters typed.
 */
export function Textarea({
  label,
  required,
  hideRequiredMarker,
  hint,
  error,
  id,
  className,
  disabled,
  maxLength,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextareaProps) {
  const { t } = useTranslation('controls');
  const ids = useFieldIds(id);
  const counterId = `${ids.id}-counter`;
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const setRefs = useMemo(() => mergeRefs(ref, ownRef), [ref]);
  const [length, setLength] = useState(() => String(value ?? defaultValue ?? '').length);

  // Uncontrolled use (react-hook-form's register, reset) changes the value without onChange,
  // so the count is re-read after every render; setting the same number again is a no-op.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const current = ownRef.current?.value.length ?? 0;
    if (current !== length) setLength(current);
  });

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };

  const counted = maxLength !== undefined && maxLength > 0;
  const counter = counted ? (
    <p id={counterId} className={styles['counter']}>
      <span aria-hidden="true">{t('textarea.counter', { count: length, max: maxLength })}</span>
      <span className={styles['visuallyHidden']}>
        {t('textarea.counterLabel', { count: length, max: maxLength })}
      </span>
    </p>
  ) : null;

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
      aside={counter}
    >
      <textarea
        {...textareaProps}
        {...fieldControlProps(ids, {
          required,
          hint,
          error,
          describedBy: [describedBy, counted ? counterId : undefined].filter(Boolean).join(' '),
        })}
        ref={setRefs}
        id={ids.id}
        rows={rows}
        disabled={disabled}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        className={styles['textarea']}
      />
    </FormField>
  );
}
