import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './FormField.module.scss';

/** What every form control of the design system takes besides its own value props. */
export interface FieldOwnProps {
  /** The visible label. It names the control for screen readers too. */
  label: ReactNode;
  /** Shows the required marker (`*`) and sets `aria-required` on the control. */
  required?: boolean;
  /** Keeps `aria-required` but hides the `*` (spec §5: modals show no required markers). */
  hideRequiredMarker?: boolean;
  /** Help text under the control, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** An already translated error message; sets `aria-invalid` and is linked by `aria-describedby`. */
  error?: string;
}

export interface FieldIds {
  /** The control's id (the `htmlFor` of the label). */
  id: string;
  labelId: string;
  hintId: string;
  errorId: string;
}

/** The ids of a field: the caller's `id` for the control, or a generated one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return {
    id: controlId,
    labelId: `${controlId}-label`,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
  };
}

/**
 * The ARIA attributes a control takes from its field: required, invalid, and the hint and
 * error texts (plus any ids of the caller's own `aria-describedby`).
 */
export function fieldControlProps(
  ids: FieldIds,
  {
    required,
    hint,
    error,
    describedBy,
  }: Pick<FieldOwnProps, 'required' | 'hint' | 'error'> & { describedBy?: string | undefined },
) {
  const described = [describedBy, hint ? ids.hintId : undefined, error ? ids.errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

export interface RequiredMarkerProps {
  required?: boolean;
  /** Spec §5: modals show no required markers (the control keeps `aria-required`). */
  hidden?: boolean;
  className?: string;
}

/** The `*` after a required field's label; not read out (the control says `aria-required`). */
export function RequiredMarker({ required, hidden, className }: RequiredMarkerProps) {
  return required && !hidden ? (
    <span className={className ?? styles['required']} aria-hidden="true">
      *
    </span>
  ) : null;
}

export interface FieldMessagesProps extends Pick<FieldOwnProps, 'hint' | 'error'> {
  ids: FieldIds;
  /** The hint before the error (the file field's order); the error first by default. */
  hintFirst?: boolean;
  /** The texts' classes, when the field places them otherwise (the checkbox's, under its label). */
  classNames?: { hint?: string; error?: string };
}

/**
 * A field's error and hint, each under the id its control names in `aria-describedby`
 * (`fieldControlProps`).
 */
export function FieldMessages({
  ids,
  hint,
  error,
  hintFirst,
  classNames = {},
}: FieldMessagesProps) {
  const errorText = error ? (
    <p id={ids.errorId} className={classNames.error ?? styles['error']}>
      {error}
    </p>
  ) : null;
  const hintText = hint ? (
    <p id={ids.hintId} className={classNames.hint ?? styles['hint']}>
      {hint}
    </p>
  ) : null;
  return hintFirst ? (
    <>
      {hintText}
      {errorText}
    </>
  ) : (
    <>
      {errorText}
      {hintText}
    </>
  );
}

export interface FormFieldProps extends FieldOwnProps {
  ids: FieldIds;
  disabled?: boolean;
  /**
   * `label` (default) is a `<label for>`. Controls that are not labelable elements (the Select's
   * combobox) take `span` and name themselves with `aria-labelledby`; a click on the label then
   * calls `onLabelClick`.
   */
  labelElement?: 'label' | 'span';
  onLabelClick?: () => void;
  /** Shown at the end of the footer line, opposite the hint and error (a character counter). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, required marker, control, hint and error message of one form control. */
export function FormField({
  ids,
  label,
  required,
  hideRequiredMarker,
  hint,
  error,
  disabled,
  labelElement = 'label',
  onLabelClick,
  aside,
  className,
  children,
}: FormFieldProps) {
  const labelClass = [styles['label'], disabled ? styles['labelDisabled'] : undefined]
    .filter(Boolean)
    .join(' ');
  const labelContent = (
    <>
      {label}
      <RequiredMarker required={required} hidden={hideRequiredMarker} />
    </>
  );
  return (
    <div className={[styles['field'], className].filter(Boolean).join(' ')}>
      {labelElement === 'label' ? (
        <label id={ids.labelId} htmlFor={ids.id} className={labelClass}>
          {labelContent}
        </label>
      ) : (
        <span id={ids.labelId} className={labelClass} onClick={onLabelClick}>
          {labelContent}
        </span>
      )}
      {children}
      {hint || error || aside ? (
        <div className={styles['footer']}>
          <div className={styles['messages']}>
            <FieldMessages ids={ids} hint={hint} error={error} />
          </div>
          {aside}
        </div>
      ) : null}
    </div>
  );
}
