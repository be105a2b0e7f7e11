import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { contentKinds } from '@corp/shared/contracts';
import { selectSession, useLeadCountsQuery } from '@corp/admin/data-access';
import { ExportLinks } from '../ExportLinks/ExportLinks';
import { useAdminT } from '../i18n/admin-i18n';
import { KindsList } from '../KindsList/KindsList';
import { useAdminSelector } from './hooks';
import styles from './DashboardPage.module.scss';

const kinds = Object.keys(contentKinds);

export interface DashboardPageProps {
  /**
   * The content overview shown to administrators and editors (the app passes feature-content's,
   * with counts and missing locales); the kinds as plain links by default.
   */
  contentOverview?: ReactNode;
}

/**
 * `/admin/`: the content kinds, each linking to its list (administrators, editors), and the
 * leads and consents exports (administrators, sales).
 */
export function DashboardPage({ contentOverview }: DashboardPageProps) {
  const t = useAdminT();
  const role = useAdminSelector(selectSession).user?.role;
  const worksLeads = role === 'admin' || role === 'sales';
  const unread = useLeadCountsQuery(undefined, { skip: !worksLeads }).data?.unread ?? 0;
  return (
    <>
      {role === 'admin' || role === 'editor' ? (
        <>
          <h1>{t('dashboard.title')}</h1>
          <p>{t('dashboard.intro')}</p>
          {contentOverview ?? <KindsList kinds={kinds} />}
        </>
      ) : (
        <h1>{t('app.title')}</h1>
      )}
      {worksLeads ? (
        <section className={styles['inbox']} aria-labelledby="inbox-title">
          <h2 id="inbox-title" className={styles['inboxTitle']}>
            {t('dashboard.inboxTitle')}
          </h2>
          <Link className={styles['inboxLink']} to="/leads">
            {unread > 0 ? t('dashboard.inboxUnread', { count: unread }) : t('dashboard.inbox')}
          </Link>
        </section>
      ) : null}
      {worksLeads ? <ExportLinks /> : null}
    </>
  );
}
