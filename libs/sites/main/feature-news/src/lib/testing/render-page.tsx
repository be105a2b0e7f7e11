// Test support (not exported from the library): a page rendered as the site renders it.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { makeStore, provideBrowserStore } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { apiAccessContext } from '@corp/shared/document';
import { ModalProvider } from '@corp/shared/modals';
import { TEST_API, testModals } from './test-support';

export { NOW, openedWith, TEST_API, testModals } from './test-support';

/**
 * Renders `ui` in the page's locale, with the browser's API store (pointed at the mock API) and
 * a router, at `path`.
 */
export function renderPage(
  ui: ReactElement,
  { locale = 'en', path = '/' }: { locale?: Locale; path?: string } = {},
) {
  const store = provideBrowserStore(
    makeStore({ baseUrl: TEST_API, locale, logger: { warn: () => undefined } }),
  );
  const Stub = createRoutesStub([{ path: '*', Component: () => ui, HydrateFallback: () => null }]);
  const view = render(
    <I18nProvider locale={locale}>
      <Provider store={store}>
        <ModalProvider registry={testModals}>
          <Stub initialEntries={[path]} />
        </ModalProvider>
      </Provider>
    </I18nProvider>,
  );
  return { ...view, store };
}

/** Loader arguments for `path` on the site, the API reached through the mock API. */
export function loaderArgs(path: string, params: Record<string, string> = {}) {
  const context = new RouterContextProvider();
  context.set(apiAccessContext, {
    baseUrl: TEST_API,
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return { request: new Request(`http://site.test${path}`), context, params };
}

/** What a loader threw: a response's status (`data(null, { status })` or a redirect). */
export async function thrown(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) {
      return { status: error.status, location: error.headers.get('Location') };
    }
    return { status: (error as { init?: { status?: number } }).init?.status, location: null };
  }
  throw new Error('did not throw');
}

/**
 * How each card picture of a list page loads, in order: `'eager high'` (at once, with high
 * priority: the largest picture of a phone's first paint) or `'lazy'`, as its attributes say.
 */
export function cardPictureLoading(container: HTMLElement): string[] {
  return [...container.querySelectorAll('article picture img')].map((img) =>
    [img.getAttribute('loading'), img.getAttribute('fetchpriority')].filter(Boolean).join(' '),
  );
}
