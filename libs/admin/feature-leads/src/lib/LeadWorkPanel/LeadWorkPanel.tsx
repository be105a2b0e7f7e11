import { useId } from 'react';
import { Select } from '@corp/shared/ui';
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
      <Select
        label={t('fields.status')}
        options={leadStatuses.map((each) => ({ value: each, label: t(`statuses.${each}`) }))}
        value={status}
        onChange={(value) => onChange({ status: value as LeadStatus })}
      />
      <Select
        label={t('fields.owner')}
        options={[
          { value: '', label: t('inbox.noOwner') },
          ...(ownerId && !known ? [{ value: ownerId, label: ownerId }] : []),
          ...owners.map((owner) => ({
            value: owner.id,
            label: owner.name ? `${owner.name} (${owner.login})` : owner.login,
          })),
        ]}
        value={ownerId ?? ''}
        onChange={(value) => onChange({ ownerId: value || null })}
      />
      <p role="status" className={message?.tone === 'error' ? styles['error'] : styles['note']}>
        {saving ? t('lead.saving') : (message?.text ?? '')}
      </p>
    </section>
  );
}
