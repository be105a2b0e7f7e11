import { contentKinds } from '@corp/shared/contracts';
import { selectSession } from '@corp/admin/data-access';
import { ExportLinks } from '../ExportLinks/ExportLinks';
import { useAdminT } from '../i18n/admin-i18n';
import { KindsList } from '../KindsList/KindsList';
import { useAdminSelector } from './hooks';

const kinds = Object.keys(contentKinds);

/**
 * `/admin/`: the content kinds, each linking to its list (administrators, editors), and the
 * leads and consents exports (administrators, sales).
 */
export function DashboardPage() {
  const t = useAdminT();
  const role = useAdminSelector(selectSession).user?.role;
  return (
    <>
      {role === 'admin' || role === 'editor' ? (
        <>
          <h1>{t('dashboard.title')}</h1>
          <p>{t('dashboard.intro')}</p>
          <KindsList kinds={kinds} />
        </>
      ) : (
        <h1>{t('app.title')}</h1>
      )}
      {role === 'admin' || role === 'sales' ? <ExportLinks /> : null}
    </>
  );
}
