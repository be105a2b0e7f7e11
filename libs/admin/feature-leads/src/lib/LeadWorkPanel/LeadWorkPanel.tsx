import { useId } from 'react';
import { leadStatuses } from '@corp/admin/data-access';
import type { LeadChange, LeadOwner, LeadStatus } from '@corp/admin/data-access';
import { useLeadsTexts } from '../leads-texts';
import styles from './LeadWorkPanel.module.scss';

export interface LeadWorkPanelProps {
  status: LeadStatus;
  ownerId: string | null;
  /** The accounts a lead may be given to (sales, administrators). */
  owners: readonly LeadOwner[];
  onChange(change: LeadChange): void;
  saving?: boolean;
  /** "Saved." after a change, or the server's refusal. */
  message?: { tone: 'success' | 'error'; text: string };
}

/** A lead's status (new, in progress, qualified, spam, closed) and owner; each change saves. */
export function LeadWorkPanel({
  status,
  ownerId,
  owners,
  onChange,
  saving,
  message,
}: LeadWorkPanelProps) {
  const t = useLeadsTexts();
  const ids = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  // The owner may have lost the sales role since: still shown.
  const known = owners.some((owner) => owner.id === ownerId);
  return (
    <section
      className={styles['panel']}
      aria-labelledby={`work-${ids}`}
      aria-busy={saving || undefined}
    >
      <h2 id={`work-${ids}`} className={styles['title']}>
        {t('lead.work')}
      </h2>
      <div className={styles['field']}>
        <label htmlFor={`status-${ids}`} className={styles['label']}>
          {t('fields.status')}
        </label>
        <select
          id={`status-${ids}`}
          className={styles['control']}
          value={status}
          disabled={saving}
          onChange={(event) => onChange({ status: event.target.value as LeadStatus })}
        >
          {leadStatuses.map((each) => (
            <option key={each} value={each}>
              {t(`statuses.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles['field']}>
        <label htmlFor={`owner-${ids}`} className={styles['label']}>
          {t('fields.owner')}
        </label>
        <select
          id={`owner-${ids}`}
          className={styles['control']}
          value={ownerId ?? ''}
          disabled={saving}
          onChange={(event) => onChange({ ownerId: event.target.value || null })}
        >
          <option value="">{t('inbox.noOwner')}</option>
          {ownerId && !known ? <option value={ownerId}>{ownerId}</option> : null}
          {owners.map((owner) => (
            <option key={owner.id} value={owner.id}>
              {owner.name ? `${owner.name} (${owner.login})` : owner.login}
            </option>
          ))}
        </select>
      </div>
      <p role="status" className={message?.tone === 'error' ? styles['error'] : styles['note']}>
        {saving ? t('lead.saving') : (message?.text ?? '')}
      </p>
    </section>
  );
}
