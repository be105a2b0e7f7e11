import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import {
  errorBody,
  errorStatus,
  useGetLeadQuery,
  useListLeadOwnersQuery,
  useRedeliverLeadMutation,
  useUpdateLeadMutation,
} from '@corp/admin/data-access';
import type { LeadChange, LeadDelivery, LeadDetail } from '@corp/admin/data-access';
import { Notice, RequireRole, useAdminT } from '@corp/admin/feature-shell';
import { DeliveriesTable } from '../DeliveriesTable/DeliveriesTable';
import { LeadDetailView } from '../LeadDetailView/LeadDetailView';
import { LeadWorkPanel } from '../LeadWorkPanel/LeadWorkPanel';
import { useLeadsTexts } from '../leads-texts';
import styles from './LeadPage.module.scss';

/** `/admin/leads/:id` (sales, administrators): one lead, its deliveries, status and owner. */
export function LeadPage() {
  return (
    <RequireRole roles={['admin', 'sales']}>
      <LeadScreen />
    </RequireRole>
  );
}

/** Who left the lead, as people say it: the name fields, else the e-mail. */
export function leadName(lead: Pick<LeadDetail, 'fields' | 'email'>): string {
  const text = (name: string) => {
    const value = lead.fields[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return (
    text('fullName') ||
    text('name') ||
    [text('firstName'), text('lastName')].filter(Boolean).join(' ') ||
    lead.email
  );
}

function LeadScreen() {
  const t = useLeadsTexts();
  const adminT = useAdminT();
  const { id = '' } = useParams();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const lead = useGetLeadQuery(id);
  const owners = useListLeadOwnersQuery();
  const [update, updating] = useUpdateLeadMutation();
  const [redeliver] = useRedeliverLeadMutation();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [redelivering, setRedelivering] = useState<LeadDelivery['id']>();
  const [requeued, setRequeued] = useState<{ tone: 'success' | 'error'; text: string }>();

  const failure = (error: unknown) =>
    errorBody(error as never)?.message ??
    adminT('app.failed', { status: errorStatus(error as never) });

  const change = async (next: LeadChange) => {
    setMessage(undefined);
    const result = await update({ id, change: next });
    setMessage(
      'error' in result && result.error
        ? { tone: 'error', text: failure(result.error) }
        : { tone: 'success', text: t('lead.saved') },
    );
  };
  const again = async (delivery: LeadDelivery) => {
    setRedelivering(delivery.id);
    setRequeued(undefined);
    const result = await redeliver({ id, deliveryId: delivery.id });
    setRedelivering(undefined);
    setRequeued(
      'error' in result && result.error
        ? { tone: 'error', text: failure(result.error) }
        : { tone: 'success', text: t('lead.requeued') },
    );
  };

  const back = (
    <Link className={styles['back']} to={`/leads${listSearch}`}>
      {t('lead.back')}
    </Link>
  );
  if (lead.error) {
    const status = errorStatus(lead.error);
    return (
      <div className={styles['page']}>
        {back}
        {status === 404 ? (
          <Notice tone="error">{t('lead.notFound')}</Notice>
        ) : status !== 403 ? (
          <Notice tone="error">{adminT('app.failed', { status })}</Notice>
        ) : null}
      </div>
    );
  }
  if (!lead.data) return <p role="status">{adminT('app.loading')}</p>;
  const data = lead.data;
  return (
    <div className={styles['page']}>
      {back}
      <h1 className={styles['title']}>{t('lead.title', { who: leadName(data) })}</h1>
      <div className={styles['columns']}>
        <LeadDetailView lead={data} />
        <div className={styles['side']}>
          <LeadWorkPanel
            status={data.status}
            ownerId={data.owner?.id ?? null}
            owners={owners.data ?? []}
            saving={updating.isLoading}
            message={message}
            onChange={(next) => void change(next)}
          />
          <section className={styles['deliveries']} aria-labelledby="lead-deliveries">
            <h2 id="lead-deliveries" className={styles['subtitle']}>
              {t('lead.deliveries')}
            </h2>
            <DeliveriesTable
              deliveries={data.deliveries}
              pendingId={redelivering}
              onRedeliver={(delivery) => void again(delivery)}
            />
            {requeued ? <Notice tone={requeued.tone}>{requeued.text}</Notice> : null}
          </section>
        </div>
      </div>
    </div>
  );
}
