import type { ReactNode } from 'react';
import { contentKinds } from '@corp/shared/contracts';
import { selectSession } from '@corp/admin/data-access';
import { ExportLinks } from '../ExportLinks/ExportLinks';
import { useAdminT } from '../i18n/admin-i18n';
import { KindsList } from '../KindsList/KindsList';
import { useAdminSelector } from './hooks';

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
      {role === 'admin' || role === 'sales' ? <ExportLinks /> : null}
    </>
  );
}
