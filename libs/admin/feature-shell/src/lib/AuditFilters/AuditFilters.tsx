import { ButtonLink, TextField } from '@corp/shared/ui';
import { auditActions, auditCsvUrl } from '@corp/admin/data-access';
import type { AuditFilter } from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import {
  DateRangeFields,
  FilterForm,
  FilterSelect,
  useFilterDraft,
} from '../FilterForm/FilterForm';

export interface AuditFiltersProps {
  /** The filter the list shows now (the CSV link exports the same). */
  value: AuditFilter;
  onApply(filter: AuditFilter): void;
}

/** The audit log's filter (who, what, from, to) and the CSV export of the filter applied. */
export function AuditFilters({ value, onApply }: AuditFiltersProps) {
  const t = useAdminT();
  const filter = useFilterDraft(value, onApply);
  return (
    <FilterForm
      filter={filter}
      label={t('audit.filters')}
      applyLabel={t('audit.apply')}
      resetLabel={t('audit.reset')}
      badRangeText={t('audit.badRange')}
      actions={
        <ButtonLink variant="secondary" href={auditCsvUrl(value)} download>
          {t('audit.exportCsv')}
        </ButtonLink>
      }
    >
      <TextField
        name="actor"
        label={t('audit.actor')}
        autoCapitalize="none"
        spellCheck={false}
        value={filter.draft.actor ?? ''}
        onChange={(event) => filter.set('actor', event.target.value)}
      />
      <FilterSelect
        filter={filter}
        field="action"
        label={t('audit.action')}
        anyLabel={t('audit.anyAction')}
        options={auditActions.map((action) => ({ value: action, label: action }))}
      />
      <DateRangeFields filter={filter} label={(field) => t(`audit.${field}`)} />
    </FilterForm>
  );
}
