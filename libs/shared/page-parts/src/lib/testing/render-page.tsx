// Shared by the tests (not part of the library): a page in its locale, under a router and the
// API store, and the seed content the API serves, typed as the API serves it.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore, provideBrowserStore } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { ModalProvider } from '@corp/shared/modals';
import { RouterParts } from './router-parts';

export const API_BASE = 'http://api.test/api/v1';

/** Renders a page in `locale` as the site does: translations, a router and the API store. */
export function renderPage(ui: ReactElement, locale: Locale = 'en') {
  const store = provideBrowserStore(
    makeStore({ baseUrl: API_BASE, locale, logger: { warn: () => undefined } }),
  );
  return render(
    <I18nProvider locale={locale}>
      <Provider store={store}>
        <MemoryRouter>
          <RouterParts>
            <ModalProvider>{ui}</ModalProvider>
          </RouterParts>
        </MemoryRouter>
      </Provider>
    </I18nProvider>,
  );
}
