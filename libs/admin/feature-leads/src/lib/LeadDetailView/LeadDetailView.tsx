import { Link } from 'react-router';
import type { LeadDetail } from '@corp/admin/data-access';
import { fieldLabel, fieldText, orderedFields } from '../field-labels';
import { useLeadsFormat, useLeadsTexts } from '../leads-texts';
import styles from './LeadDetailView.module.scss';

export interface LeadDetailViewProps {
  lead: LeadDetail;
}

/**
 * What a lead holds: every submitted field (spec §3 names, readable), where it came from (site,
 * locale, page link, product, event), its file, its consent and the same e-mail's earlier leads.
 */
export function LeadDetailView({ lead }: LeadDetailViewProps) {
  const t = useLeadsTexts();
  const format = useLeadsFormat();
  const policy = lead.consent?.policyAgreement ?? lead.fields['policyAgreement'];
  const subscription = lead.consent?.subscription;
  const records = lead.consent?.records ?? [];
  return (
    <div className={styles['view']}>
      <section className={styles['section']} aria-labelledby="lead-fields">
        <h2 id="lead-fields" className={styles['title']}>
          {t('lead.submitted')}
        </h2>
        <dl className={styles['list']}>
          {orderedFields(lead.fields).map(([name, value]) => (
            <div key={name} className={styles['row']}>
              <dt>{fieldLabel(t, name)}</dt>
              <dd className={styles['value']}>
                {name === 'email' && typeof value === 'string' ? (
                  <a className={styles['link']} href={`mailto:${value}`}>
                    {value}
                  </a>
                ) : (
                  fieldText(t, value)
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles['section']} aria-labelledby="lead-context">
        <h2 id="lead-context" className={styles['title']}>
          {t('lead.context')}
        </h2>
        <dl className={styles['list']}>
          <div className={styles['row']}>
            <dt>{t('fields.createdAt')}</dt>
            <dd>
              <time dateTime={lead.createdAt}>{format.dateTime(lead.createdAt)}</time>
            </dd>
          </div>
          <div className={styles['row']}>
            <dt>{t('fields.type')}</dt>
            <dd>{lead.type}</dd>
          </div>
          <div className={styles['row']}>
            <dt>{t('fields.site')}</dt>
            <dd>{lead.site || '—'}</dd>
          </div>
          <div className={styles['row']}>
            <dt>{t('fields.locale')}</dt>
            <dd>{lead.locale}</dd>
          </div>
          <div className={styles['row']}>
            <dt>{t('fields.page')}</dt>
            <dd className={styles['value']}>
              {lead.pageUrl ? (
                <a className={styles['link']} href={lead.pageUrl} target="_blank" rel="noreferrer">
                  {t('lead.pageLink', { page: lead.page || '/', site: lead.site || '—' })}
                </a>
              ) : (
                lead.page || '—'
              )}
            </dd>
          </div>
          {lead.product ? (
            <div className={styles['row']}>
              <dt>{t('fields.product')}</dt>
              <dd>{lead.product}</dd>
            </div>
          ) : null}
          {lead.event ? (
            <div className={styles['row']}>
              <dt>{t('fields.event')}</dt>
              <dd>{lead.event}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      <section className={styles['section']} aria-labelledby="lead-file">
        <h2 id="lead-file" className={styles['title']}>
          {t('lead.file')}
        </h2>
        {lead.file ? (
          <p>
            <a className={styles['link']} href={lead.file.url} download={lead.file.name}>
              {t('lead.download', { name: lead.file.name, size: format.size(lead.file.size) })}
            </a>
          </p>
        ) : (
          <p>{t('lead.noFile')}</p>
        )}
      </section>

      <section className={styles['section']} aria-labelledby="lead-consent">
        <h2 id="lead-consent" className={styles['title']}>
          {t('lead.consent')}
        </h2>
        <dl className={styles['list']}>
          <div className={styles['row']}>
            <dt>{t('fields.policyAgreement')}</dt>
            <dd>
              {policy === undefined || policy === null
                ? '—'
                : fieldText(
                    t,
                    policy === true || policy === 'true' || policy === 'on' || policy === '1',
                  )}
            </dd>
          </div>
          {subscription !== undefined && subscription !== null ? (
            <div className={styles['row']}>
              <dt>{t('fields.subscription')}</dt>
              <dd>{fieldText(t, subscription)}</dd>
            </div>
          ) : null}
        </dl>
        {records.length ? (
          <ul className={styles['plain']}>
            {records.map((record, index) => (
              <li key={record.id ?? index}>
                {t('lead.consentRecord', {
                  date: format.dateTime(record.createdAt),
                  list: record.cookieList || '—',
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles['muted']}>{t('lead.noConsent')}</p>
        )}
      </section>

      <section className={styles['section']} aria-labelledby="lead-earlier">
        <h2 id="lead-earlier" className={styles['title']}>
          {t('lead.earlier')}
        </h2>
        {lead.earlier.length ? (
          <ul className={styles['plain']}>
            {lead.earlier.map((earlier) => (
              <li key={earlier.id}>
                <Link className={styles['link']} to={`/leads/${encodeURIComponent(earlier.id)}`}>
                  {t('lead.earlierLink', {
                    type: earlier.type,
                    date: format.dateTime(earlier.createdAt),
                  })}
                </Link>{' '}
                <span className={styles['muted']}>{t(`statuses.${earlier.status}`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles['muted']}>{t('lead.noEarlier')}</p>
        )}
      </section>
    </div>
  );
}
