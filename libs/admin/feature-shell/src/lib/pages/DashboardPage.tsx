import { contentKinds } from '@corp/shared/contracts';
import { useAdminT } from '../i18n/admin-i18n';
import { KindsList } from '../KindsList/KindsList';

const kinds = Object.keys(contentKinds);

/** `/admin/`: the content kinds, each linking to its list. */
export function DashboardPage() {
  const t = useAdminT();
  return (
    <>
      <h1>{t('dashboard.title')}</h1>
      <p>{t('dashboard.intro')}</p>
      <KindsList kinds={kinds} />
    </>
  );
}
