import { Button } from '@corp/shared/ui';
import type { LeadDelivery } from '@corp/admin/data-access';
import { useLeadsFormat, useLeadsTexts } from '../leads-texts';
import styles from './DeliveriesTable.module.scss';

export interface DeliveriesTableProps {
  deliveries: readonly LeadDelivery[];
  /** Queues a dead delivery again; resolves when the server took it. */
  onRedeliver(delivery: LeadDelivery): void;
  /** The delivery being queued again. */
  pendingId?: LeadDelivery['id'];
}

/** A lead's deliveries (CRM webhook, e-mail): state, attempts, last error, next attempt. */
export function DeliveriesTable({ deliveries, onRedeliver, pendingId }: DeliveriesTableProps) {
  const t = useLeadsTexts();
  const format = useLeadsFormat();
  if (!deliveries.length) return <p>{t('lead.noDeliveries')}</p>;
  return (
    <div
      className={styles['scroller']}
      tabIndex={0}
      role="region"
      aria-label={t('lead.deliveries')}
    >
      <table className={styles['table']}>
        <caption className={styles['caption']}>{t('lead.deliveries')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('lead.target')}</th>
            <th scope="col">{t('lead.state')}</th>
            <th scope="col">{t('lead.attempts')}</th>
            <th scope="col">{t('lead.lastError')}</th>
            <th scope="col">{t('lead.nextAttempt')}</th>
            <th scope="col">{t('lead.deliveredAt')}</th>
            <td />
          </tr>
        </thead>
        <tbody>
          {deliveries.map((delivery) => {
            const waiting = delivery.status === 'pending' || delivery.status === 'retry';
            return (
              <tr key={delivery.id}>
                <th scope="row">{t(`targets.${delivery.target}`)}</th>
                <td className={delivery.status === 'dead' ? styles['dead'] : undefined}>
                  {t(`deliveryStates.${delivery.status}`)}
                </td>
                <td>{delivery.attempts}</td>
                <td className={styles['error']}>{delivery.lastError ?? ''}</td>
                <td>{waiting ? format.dateTime(delivery.nextAttemptAt) : ''}</td>
                <td>{format.dateTime(delivery.deliveredAt)}</td>
                <td>
                  {delivery.status === 'dead' ? (
                    <Button
                      variant="secondary"
                      size="small"
                      // While queuing, the visible "Queuing…" is the name (the label must hold
                      // what is shown: WCAG 2.5.3).
                      aria-label={
                        pendingId === delivery.id
                          ? undefined
                          : t('lead.redeliverTo', { target: t(`targets.${delivery.target}`) })
                      }
                      pending={pendingId === delivery.id}
                      pendingLabel={t('lead.redelivering')}
                      onClick={() => onRedeliver(delivery)}
                    >
                      {t('lead.redeliver')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
