import { Checkbox, TextField } from '@corp/shared/ui';
import {
  DateRangeFields,
  FilterForm,
  FilterSelect,
  useFilterDraft,
} from '@corp/admin/feature-shell';
import { adminSites, leadLocales, leadStatuses, leadTypes } from '@corp/admin/data-access';
import type { LeadOwner, LeadsFilter } from '@corp/admin/data-access';
import { useLeadsTexts } from '../leads-texts';
import styles from './LeadsFilters.module.scss';

export interface LeadsFiltersProps {
  /** The filter the list shows now. */
  value: LeadsFilter;
  /** The accounts a lead may be given to (the owner filter). */
  owners: readonly LeadOwner[];
  onApply(filter: LeadsFilter): void;
}

type SelectField = 'type' | 'site' | 'locale' | 'status' | 'owner';

/**
 * The inbox's search and filters: type, site, locale, product, event, status, date range, owner,
 * unread only. Applied on submit (Enter in any field), so the URL changes once per search.
 */
export function LeadsFilters({ value, owners, onApply }: LeadsFiltersProps) {
  const t = useLeadsTexts();
  const filter = useFilterDraft(value, onApply);
  const { draft, set } = filter;

  const options: Record<SelectField, { value: string; label: string }[]> = {
    type: leadTypes.map((type) => ({ value: type, label: type })),
    site: adminSites.map((site) => ({ value: site, label: site })),
    locale: leadLocales.map((locale) => ({ value: locale, label: locale })),
    status: leadStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
    owner: [
      { value: 'none', label: t('inbox.noOwner') },
      ...owners.map((owner) => ({ value: owner.id, label: owner.name || owner.login })),
    ],
  };
  const select = (field: SelectField) => (
    <FilterSelect
      key={field}
      filter={filter}
      field={field}
      label={t(`fields.${field}`)}
      anyLabel={field === 'owner' ? t('inbox.anyOwner') : t('inbox.any')}
      options={options[field]}
    />
  );
  const text = (field: 'product' | 'event') => (
    <TextField
      key={field}
      name={field}
      label={t(`fields.${field}`)}
      autoCapitalize="none"
      spellCheck={false}
      value={draft[field] ?? ''}
      onChange={(event) => set(field, event.target.value)}
    />
  );

  return (
    <FilterForm
      filter={filter}
      role="search"
      label={t('inbox.filters')}
      applyLabel={t('inbox.apply')}
      resetLabel={t('inbox.reset')}
      badRangeText={t('inbox.badRange')}
    >
      <TextField
        className={styles['search']}
        name="q"
        type="text"
        label={t('inbox.search')}
        hint={t('inbox.searchHint')}
        autoCapitalize="none"
        spellCheck={false}
        value={draft.q ?? ''}
        onChange={(event) => set('q', event.target.value)}
      />
      {select('type')}
      {select('site')}
      {select('locale')}
      {select('status')}
      {text('product')}
      {text('event')}
      <DateRangeFields filter={filter} label={(field) => t(`fields.${field}`)} />
      {select('owner')}
      <Checkbox
        className={styles['unread']}
        name="unread"
        label={t('inbox.unreadOnly')}
        checked={draft.unread === '1'}
        onChange={(event) => set('unread', event.target.checked ? '1' : '')}
      />
    </FilterForm>
  );
}
