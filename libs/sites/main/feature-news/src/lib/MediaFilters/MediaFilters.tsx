import type { ServedMediaFilter } from '@corp/shared/contracts';
import { Button, Select } from '@corp/shared/ui';
import { useNewsTexts } from '../texts/news-texts';
import type { MediaFilterKey, MediaFilterValues } from '../util/media-list-state';
import { activeFilters } from '../util/media-list-state';
import styles from './MediaFilters.module.scss';

export interface MediaFiltersProps {
  /** The groups of `GET /media/filters/`, in their order. */
  groups: readonly ServedMediaFilter[];
  values: MediaFilterValues;
  onChange: (key: MediaFilterKey, value: string) => void;
  onReset: () => void;
}

/** The media list's filters: one select per group, each with an "All" choice, and a reset. */
export function MediaFilters({ groups, values, onChange, onReset }: MediaFiltersProps) {
  const t = useNewsTexts();
  if (groups.length === 0) return null;
  const anyActive = Object.keys(activeFilters(values)).length > 0;
  return (
    <div role="group" aria-label={t('media.filters.label')} className={styles['filters']}>
      {groups.map((group) => (
        <Select
          key={group.code}
          className={styles['field']}
          label={group.title}
          options={[{ value: '', label: t('media.filters.all') }, ...group.options]}
          value={values[group.code] ?? ''}
          onChange={(value) => onChange(group.code, value)}
        />
      ))}
      {anyActive ? (
        <Button variant="outline" size="small" className={styles['reset']} onClick={onReset}>
          {t('media.filters.reset')}
        </Button>
      ) : null}
    </div>
  );
}
