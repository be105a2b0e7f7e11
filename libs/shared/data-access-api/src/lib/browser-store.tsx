import { useState } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ApiLocale } from '@corp/shared/contracts';
import { markBrowserStoreReady } from './browser-store-signal';
import { makeStore } from './store';
import type { AppStore } from './store';

let browserStoreInstance: AppStore | undefined;

/**
 * The browser's one store, for the life of the tab: made the first time an interactive part
 * needs the API (a filter, "show more", a form), never during the first load.
 */
export function browserStore(locale?: ApiLocale): AppStore {
  if (!browserStoreInstance) {
    browserStoreInstance = makeStore({ locale });
    markBrowserStoreReady();
  }
  return browserStoreInstance;
}

/**
 * Makes `store` the browser's store (tests and Storybook, with their own API origin); the
 * interactive parts and the notifications use it from then on.
 */
export function provideBrowserStore(store: AppStore): AppStore {
  browserStoreInstance = store;
  markBrowserStoreReady();
  return store;
}

/**
 * The store for RTK Query's React hooks below it: the browser's store in a browser, a store of
 * its own per render on a server (never shared between visitors).
 */
export function BrowserApiStore({ locale, children }: { locale?: ApiLocale; children: ReactNode }) {
  const [store] = useState(() =>
    typeof document === 'undefined' ? makeStore({ locale }) : browserStore(locale),
  );
  return <Provider store={store}>{children}</Provider>;
}
