import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@corp/shared/ui';
import styles from './FilterForm.module.scss';

/** A filter of text fields, with an optional date range (`yyyy-mm-dd`). */
export type FilterValues<F> = { from?: string; to?: string } & { [K in keyof F]?: string };

/** A filter being edited: applied on submit, refused while its range ends before it starts. */
export interface FilterDraft<F extends FilterValues<F>> {
  draft: F;
  set(field: keyof F & string, text: string): void;
  /** The range ends before it starts (the last submit was refused). */
  badRange: boolean;
  submit(event: FormEvent<HTMLFormElement>): void;
  /** Clears every field and applies the empty filter. */
  reset(): void;
  /** The element id of a field of this form. */
  idFor(field: string): string;
}

/** The draft of a filter form whose list shows `value`; `onApply` gets it once it is valid. */
export function useFilterDraft<F extends FilterValues<F>>(
  value: F,
  onApply: (filter: F) => void,
): FilterDraft<F> {
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [draft, setDraft] = useState<F>(value);
  const [badRange, setBadRange] = useState(false);
  return {
    draft,
    badRange,
    set: (field, text) => setDraft({ ...draft, [field]: text }),
    submit: (event) => {
      event.preventDefault();
      const wrong = Boolean(draft.from && draft.to && draft.from > draft.to);
      setBadRange(wrong);
      if (!wrong) onApply(draft);
    },
    reset: () => {
      setDraft({} as F);
      setBadRange(false);
      onApply({} as F);
    },
    idFor: (field) => `${field}-${ids}`,
  };
}

export interface FilterSelectProps<F extends FilterValues<F>> {
  filter: FilterDraft<F>;
  field: keyof F & string;
  label: string;
  /** The first option, which filters nothing. */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled choice of the filter (the design system's control box on a native select). */
export function FilterSelect<F extends FilterValues<F>>({
  filter,
  field,
  label,
  anyLabel,
  options,
}: FilterSelectProps<F>) {
  return (
    <div className={styles['field']}>
      <label htmlFor={filter.idFor(field)} className={styles['label']}>
        {label}
      </label>
      <select
        id={filter.idFor(field)}
        name={field}
        className={styles['control']}
        value={filter.draft[field] ?? ''}
        onChange={(event) => filter.set(field, event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The filter's "from" and "to" dates, marked invalid while the range is refused. */
export function DateRangeFields<F extends FilterValues<F>>({
  filter,
  label,
}: {
  filter: FilterDraft<F>;
  label(field: 'from' | 'to'): string;
}) {
  return (['from', 'to'] as const).map((field) => (
    <div key={field} className={styles['field']}>
      <label htmlFor={filter.idFor(field)} className={styles['label']}>
        {label(field)}
      </label>
      <input
        id={filter.idFor(field)}
        name={field}
        type="date"
        className={styles['control']}
        value={filter.draft[field] ?? ''}
        aria-invalid={filter.badRange || undefined}
        aria-describedby={filter.badRange ? filter.idFor('range') : undefined}
        onChange={(event) => filter.set(field, event.target.value)}
      />
    </div>
  ));
}

export interface FilterFormProps<F extends FilterValues<F>> {
  filter: FilterDraft<F>;
  /** The form's name. */
  label: string;
  /** `search` where the form searches the list. */
  role?: 'search';
  applyLabel: string;
  resetLabel: string;
  /** Said while the range ends before it starts. */
  badRangeText: string;
  /** Further actions beside apply and reset (an export of the filter applied). */
  actions?: ReactNode;
  children: ReactNode;
}

/** An admin list's filter: its fields in a grid, then apply and reset; applied on submit. */
export function FilterForm<F extends FilterValues<F>>({
  filter,
  label,
  role,
  applyLabel,
  resetLabel,
  badRangeText,
  actions,
  children,
}: FilterFormProps<F>) {
  return (
    <form
      className={styles['form']}
      role={role}
      aria-label={label}
      onSubmit={filter.submit}
      noValidate
    >
      {children}
      <div className={styles['actions']}>
        <Button type="submit">{applyLabel}</Button>
        <Button variant="ghost" onClick={filter.reset}>
          {resetLabel}
        </Button>
        {actions}
      </div>
      {filter.badRange ? (
        <p id={filter.idFor('range')} role="alert" className={styles['error']}>
          {badRangeText}
        </p>
      ) : null}
    </form>
  );
}
