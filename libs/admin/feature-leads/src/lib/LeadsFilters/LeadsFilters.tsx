import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Checkbox, TextField } from '@corp/shared/ui';
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
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [draft, setDraft] = useState<LeadsFilter>(value);
  const [badRange, setBadRange] = useState(false);
  const set = (field: keyof LeadsFilter, text: string) => setDraft({ ...draft, [field]: text });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = Boolean(draft.from && draft.to && draft.from > draft.to);
    setBadRange(wrong);
    if (!wrong) onApply(draft);
  };

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
    <div key={field} className={styles['field']}>
      <label htmlFor={`${field}-${ids}`} className={styles['label']}>
        {t(`fields.${field}`)}
      </label>
      <select
        id={`${field}-${ids}`}
        name={field}
        className={styles['control']}
        value={draft[field] ?? ''}
        onChange={(event) => set(field, event.target.value)}
      >
        <option value="">{field === 'owner' ? t('inbox.anyOwner') : t('inbox.any')}</option>
        {options[field].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
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
    <form
      className={styles['form']}
      role="search"
      aria-label={t('inbox.filters')}
      onSubmit={submit}
      noValidate
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
      {(['from', 'to'] as const).map((field) => (
        <div key={field} className={styles['field']}>
          <label htmlFor={`${field}-${ids}`} className={styles['label']}>
            {t(`fields.${field}`)}
          </label>
          <input
            id={`${field}-${ids}`}
            name={field}
            type="date"
            className={styles['control']}
            value={draft[field] ?? ''}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? `range-${ids}` : undefined}
            onChange={(event) => set(field, event.target.value)}
          />
        </div>
      ))}
      {select('owner')}
      <Checkbox
        className={styles['unread']}
        name="unread"
        label={t('inbox.unreadOnly')}
        checked={draft.unread === '1'}
        onChange={(event) => set('unread', event.target.checked ? '1' : '')}
      />
      <div className={styles['actions']}>
        <Button type="submit">{t('inbox.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            setBadRange(false);
            onApply({});
          }}
        >
          {t('inbox.reset')}
        </Button>
      </div>
      {badRange ? (
        <p id={`range-${ids}`} role="alert" className={styles['error']}>
          {t('inbox.badRange')}
        </p>
      ) : null}
    </form>
  );
}
