import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import {
  forbiddenSeen,
  selectSession,
  useGetSessionQuery,
  useLeadCountsQuery,
  useSignOutMutation,
} from '@corp/admin/data-access';
import { AdminLayout } from '../AdminLayout/AdminLayout';
import { useAdminT } from '../i18n/admin-i18n';
import { Notice } from '../Notice/Notice';
import { useAdminDispatch, useAdminSelector } from './hooks';

/**
 * The layout route of every signed-in page: asks for the session, sends a signed-out user to
 * sign-in with the page they were on (`?next=`), and says "not allowed" after a 403.
 */
export function AdminShell() {
  const t = useAdminT();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAdminDispatch();
  useGetSessionQuery();
  const session = useAdminSelector(selectSession);
  const [signOut, { isLoading: signingOut }] = useSignOutMutation();
  // The inbox's unread count beside "Leads" (sales, administrators), refreshed every minute.
  const worksLeads = session.user?.role === 'admin' || session.user?.role === 'sales';
  const counts = useLeadCountsQuery(undefined, {
    skip: !worksLeads,
    pollingInterval: 60_000,
  });
  // A 403's notice belongs to the page it happened on.
  useEffect(() => {
    dispatch(forbiddenSeen());
  }, [dispatch, location.pathname]);

  if (session.status === 'signed-out') {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(here)}`} replace />;
  }
  if (!session.user) return <p role="status">{t('app.loading')}</p>;
  return (
    <AdminLayout
      user={session.user}
      pageKey={location.pathname}
      navCounts={worksLeads && counts.data ? { leads: counts.data.unread } : undefined}
      signingOut={signingOut}
      onSignOut={async () => {
        await signOut();
        await navigate('/sign-in', { replace: true });
      }}
      notice={
        session.forbiddenAt ? (
          <Notice
            tone="error"
            onDismiss={() => dispatch(forbiddenSeen())}
            dismissLabel={t('app.dismiss')}
          >
            {t('app.notAllowed')}
          </Notice>
        ) : null
      }
    >
      <Outlet />
    </AdminLayout>
  );
}
