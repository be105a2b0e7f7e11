import { Link } from 'react-router';
import { Button, ButtonLink } from '@corp/shared/ui';
import { countOf, subjectExportUrl } from '@corp/admin/data-access';
import type { SubjectData } from '@corp/admin/data-access';
import { useLeadsFormat, useLeadsTexts } from '../leads-texts';
import styles from './SubjectSummary.module.scss';

export interface SubjectSummaryProps {
  email: string;
  data: SubjectData;
  /** Opens the erasure's confirmation. */
  onErase(): void;
}

const kinds = ['leads', 'files', 'deliveries', 'idempotencyRecords'] as const;

/** Consent records the server can tie to the address: a list or a count; none when unlinkable. */
const linkedConsents = (value: SubjectData['consentRecords']): number | undefined =>
  typeof value === 'number' || Array.isArray(value) ? countOf(value) : undefined;

/**
 * What is stored about an e-mail address: counts per kind, its leads, a warning naming the
 * leads already delivered to the CRM (to be erased there too), the JSON download and "erase".
 */
export function SubjectSummary({ email, data, onErase }: SubjectSummaryProps) {
  const t = useLeadsTexts();
  const format = useLeadsFormat();
  const crm = new Set(data.deliveredToCrm);
  const consents = linkedConsents(data.consentRecords);
  const total = kinds.reduce((sum, kind) => sum + countOf(data[kind]), consents ?? 0);
  if (total === 0)
    return (
      <p role="status" className={styles['nothing']}>
        {t('privacy.nothing', { email })}
      </p>
    );
  return (
    <section className={styles['summary']} aria-labelledby="subject-title">
      <h2 id="subject-title" className={styles['title']}>
        {t('privacy.stored', { email })}
      </h2>
      <dl className={styles['counts']} aria-label={t('privacy.counts')}>
        {kinds.map((kind) => (
          <div key={kind} className={styles['count']}>
            <dt>{t(`privacy.${kind}`)}</dt>
            <dd>{countOf(data[kind])}</dd>
          </div>
        ))}
        {consents !== undefined ? (
          <div className={styles['count']}>
            <dt>{t('privacy.consentRecords')}</dt>
            <dd>{consents}</dd>
          </div>
        ) : null}
      </dl>
      {consents === undefined ? (
        <p className={styles['muted']}>{t('privacy.consentNote')}</p>
      ) : null}
      {crm.size > 0 ? (
        <div className={styles['warning']} role="note" aria-labelledby="subject-crm">
          <h3 id="subject-crm" className={styles['warningTitle']}>
            {t('privacy.crmTitle')}
          </h3>
          <p>{t('privacy.crmText', { count: crm.size })}</p>
          <ul>
            {data.deliveredToCrm.map((id) => (
              <li key={id}>
                <code>{id}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {data.leads.length ? (
        <ul className={styles['leads']} aria-label={t('privacy.leads')}>
          {data.leads.map((lead) => (
            <li key={lead.id}>
              <Link className={styles['link']} to={`/leads/${encodeURIComponent(lead.id)}`}>
                {t('lead.earlierLink', { type: lead.type, date: format.dateTime(lead.createdAt) })}
              </Link>{' '}
              <span className={styles['muted']}>
                {[lead.site, lead.email, crm.has(lead.id) ? t('privacy.inCrm') : '']
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles['actions']}>
        <ButtonLink variant="secondary" href={subjectExportUrl(email)} download>
          {t('privacy.download')}
        </ButtonLink>
        <Button variant="primary" className={styles['danger']} onClick={onErase}>
          {t('privacy.erase')}
        </Button>
      </div>
    </section>
  );
}
