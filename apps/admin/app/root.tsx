import type { Route } from './+types/root';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Links, Meta, Outlet, Scripts, isRouteErrorResponse } from 'react-router';
import { createAdminStore } from '@corp/admin/data-access';
import { AdminI18nProvider, useAdminT } from '@corp/admin/feature-shell';
import '@corp/shared/ui/tokens.css';
import './admin.css';

/**
 * The admin's document. In SPA mode it is rendered once at build time (index.html, with the
 * loading text below) and then in the browser; `<html lang>` follows the chosen language.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="same-origin" />
        <title>Admin</title>
        {/* Every site serves the design system's icon (libs/shared/ui/public). */}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

function DocumentTitle() {
  const t = useAdminT();
  const title = t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

export default function App() {
  const [store] = useState(() => createAdminStore());
  return (
    <Provider store={store}>
      <AdminI18nProvider>
        <DocumentTitle />
        <Outlet />
      </AdminI18nProvider>
    </Provider>
  );
}

/** What index.html shows until the app has started. */
export function HydrateFallback() {
  return <p className="admin-loading">Loading… / Загрузка…</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="admin-error">
      <h1>{status === 404 ? 'Not found / Не найдено' : 'Something went wrong / Ошибка'}</h1>
      <p>
        <a href="/admin/">Admin / Администрирование</a>
      </p>
    </main>
  );
}
