import type { SelectOption } from '@corp/shared/ui';
import { Select } from '@corp/shared/ui';
import styles from './ListFilters.module.scss';

export interface ListFilter {
  id: string;
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

export interface ListFiltersProps {
  /** Accessible name of the group. */
  label: string;
  filters: readonly ListFilter[];
}

/** A row of single selects filtering a list (events, webinars, cases). */
export function ListFilters({ label, filters }: ListFiltersProps) {
  return (
    <div role="group" aria-label={label} className={styles['filters']}>
      {filters.map((filter) => (
        <Select
          key={filter.id}
          id={filter.id}
          className={styles['field']}
          label={filter.label}
          options={filter.options}
          value={filter.value}
          onChange={filter.onChange}
        />
      ))}
    </div>
  );
}
