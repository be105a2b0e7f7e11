import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, ButtonLink, TextField } from '@corp/shared/ui';
import { auditActions, auditCsvUrl } from '@corp/admin/data-access';
import type { AuditFilter } from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './AuditFilters.module.scss';

export interface AuditFiltersProps {
  /** The filter the list shows now (the CSV link exports the same). */
  value: AuditFilter;
  onApply(filter: AuditFilter): void;
}

/** The audit log's filter (who, what, from, to) and the CSV export of the filter applied. */
export function AuditFilters({ value, onApply }: AuditFiltersProps) {
  const t = useAdminT();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [draft, setDraft] = useState<AuditFilter>(value);
  const [badRange, setBadRange] = useState(false);
  const set = (field: keyof AuditFilter) => (text: string) => setDraft({ ...draft, [field]: text });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wrong = Boolean(draft.from && draft.to && draft.from > draft.to);
    setBadRange(wrong);
    if (!wrong) onApply(draft);
  };

  return (
    <form className={styles['form']} onSubmit={submit} noValidate aria-label={t('audit.filters')}>
      <TextField
        name="actor"
        label={t('audit.actor')}
        autoCapitalize="none"
        spellCheck={false}
        value={draft.actor ?? ''}
        onChange={(event) => set('actor')(event.target.value)}
      />
      <div className={styles['field']}>
        <label htmlFor={`action-${ids}`} className={styles['label']}>
          {t('audit.action')}
        </label>
        <select
          id={`action-${ids}`}
          name="action"
          className={styles['control']}
          value={draft.action ?? ''}
          onChange={(event) => set('action')(event.target.value)}
        >
          <option value="">{t('audit.anyAction')}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {action}
            </option>
          ))}
        </select>
      </div>
      {(['from', 'to'] as const).map((field) => (
        <div key={field} className={styles['field']}>
          <label htmlFor={`${field}-${ids}`} className={styles['label']}>
            {t(`audit.${field}`)}
          </label>
          <input
            id={`${field}-${ids}`}
            name={field}
            type="date"
            className={styles['control']}
            value={draft[field] ?? ''}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? `range-${ids}` : undefined}
            onChange={(event) => set(field)(event.target.value)}
          />
        </div>
      ))}
      <div className={styles['actions']}>
        <Button type="submit">{t('audit.apply')}</Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDraft({});
            setBadRange(false);
            onApply({});
          }}
        >
          {t('audit.reset')}
        </Button>
        <ButtonLink variant="secondary" href={auditCsvUrl(value)} download>
          {t('audit.exportCsv')}
        </ButtonLink>
      </div>
      {badRange ? (
        <p id={`range-${ids}`} role="alert" className={styles['error']}>
          {t('audit.badRange')}
        </p>
      ) : null}
    </form>
  );
}
