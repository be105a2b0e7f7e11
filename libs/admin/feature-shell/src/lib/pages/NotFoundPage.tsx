import { Link } from 'react-router';
import { useAdminT } from '../i18n/admin-i18n';

/** Any other `/admin/…` path. */
export function NotFoundPage() {
  const t = useAdminT();
  return (
    <>
      <h1>{t('app.notFound')}</h1>
      <p>
        <Link to="/">{t('app.toDashboard')}</Link>
      </p>
    </>
  );
}
