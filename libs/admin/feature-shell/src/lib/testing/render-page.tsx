import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createAdminStore } from '@corp/admin/data-access';
import type { SessionUser } from '@corp/admin/data-access';
import { AdminI18nProvider } from '../i18n/admin-i18n';

/** Where the app is (tests read the path and query a page navigated to). */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** A page of the admin at `path`, signed in as `user`, with the store and texts of the app. */
export function renderPage(
  pattern: string,
  path: string,
  page: ReactElement,
  user: SessionUser,
  extra: Record<string, ReactElement> = {},
) {
  const store = createAdminStore({
    adminSession: { status: 'signed-in', user, csrfToken: 'csrf-1' },
  });
  return render(
    <Provider store={store}>
      <AdminI18nProvider language="en">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
            {Object.entries(extra).map(([route, element]) => (
              <Route key={route} path={route} element={element} />
            ))}
          </Routes>
          <Location />
        </MemoryRouter>
      </AdminI18nProvider>
    </Provider>,
  );
}
