// Test support (not exported from the library): an island page's part as the browser hydrates
// it (ADR 0032). No React Router and no Redux `Provider` here, as in `IslandShell`.
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { makeStore, provideBrowserStore } from '@corp/shared/data-access-api';
import { RouteStateContext } from '@corp/shared/document';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { ModalProvider } from '@corp/shared/modals';
import { TEST_API, testModals } from './test-support';

/** What an island's JSON gives its part: the props as they come back from `JSON.parse`. */
export function asJson<P>(props: P): P {
  return JSON.parse(JSON.stringify(props)) as P;
}

/**
 * Renders `part` as an island page does: its props round-tripped through JSON, only the page's
 * path and texts above it (no router, no Redux provider), its server HTML first, then hydrated
 * (what hydration could not match is in `recoverableErrors`). The page's modal host is another
 * root beside it, as the modal host island is; the browser's API store points at the mock API.
 */
export function renderPart<P extends object>(
  part: ComponentType<P>,
  props: P,
  { locale = 'en', path = '/' }: { locale?: Locale; path?: string } = {},
) {
  const store = provideBrowserStore(
    makeStore({ baseUrl: TEST_API, locale, logger: { warn: () => undefined } }),
  );
  const host = document.body.appendChild(document.createElement('div'));
  render(<ModalProvider registry={testModals}>{null}</ModalProvider>, { container: host });
  const tree = (
    <RouteStateContext value={{ pathname: path, matches: null }}>
      <I18nProvider locale={locale}>{createElement(part, asJson(props))}</I18nProvider>
    </RouteStateContext>
  );
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  const recoverableErrors: unknown[] = [];
  const view = render(tree, {
    container,
    hydrate: true,
    onRecoverableError: (error) => recoverableErrors.push(error),
  });
  return { ...view, store, recoverableErrors };
}
