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
      {required && !hideRequiredMarker ? (
        <span className={styles['required']} aria-hidden="true">
          *
        </span>
      ) : null}
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
            {error ? (
              <p id={ids.errorId} className={styles['error']}>
                {error}
              </p>
            ) : null}
            {hint ? (
              <p id={ids.hintId} className={styles['hint']}>
                {hint}
              </p>
            ) : null}
          </div>
          {aside}
        </div>
      ) : null}
    </div>
  );
}
