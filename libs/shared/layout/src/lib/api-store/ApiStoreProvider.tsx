import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@corp/shared/data-access-api';
import type { AppStore } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';

let browserStore: AppStore | undefined;

/**
 * The RTK Query store of the page's interactive parts (forms, filters, "more" buttons): one for
 * the life of the browser tab, a throwaway one per server render (server data comes through the
 * loaders, see `loadQueries`).
 */
export function ApiStoreProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [store] = useState(() => {
    if (typeof document === 'undefined') return makeStore({ locale });
    browserStore ??= makeStore({ locale });
    return browserStore;
  });
  return <Provider store={store}>{children}</Provider>;
}
