import { render } from '@testing-library/react';
import { RouterRouteState } from '@corp/shared/document';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { I18nProvider } from '@corp/shared/i18n';
import { LayoutNavigation } from './LayoutNavigation';
import type { Locale } from '@corp/shared/i18n';

export interface RenderInRouterOptions {
  url?: string;
  locale?: Locale;
  /** The page route's id (`about-hr___en`) and handle. */
  routeId?: string;
  handle?: unknown;
}

/**
 * Renders a layout part on a data router, as a whole page holds it (the parts read the matches
 * and the location; the layout links navigate through the router).
 */
export function renderInRouter(element: ReactElement, options: RenderInRouterOptions = {}) {
  const { url = '/', locale = 'en', routeId = 'page', handle } = options;
  const router = createMemoryRouter(
    [
      {
        id: routeId,
        path: '*',
        handle,
        element: (
          <RouterRouteState>
            <LayoutNavigation>
              <I18nProvider locale={locale}>{element}</I18nProvider>
            </LayoutNavigation>
          </RouterRouteState>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

/** `window.matchMedia` answering `matches(query)`, with change listeners that never fire. */
export function mockMatchMedia(matches: (query: string) => boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }),
  });
}

/** Sets the window's scroll position and fires a scroll event. */
export function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
