import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RouterRouteState } from '@corp/shared/document';
import type { Locale } from '@corp/shared/i18n';
import { isLocale } from '@corp/shared/i18n';
import { layoutFixture } from './layout-data.fixture';
import { LayoutNavigation } from './LayoutNavigation';
import type { LayoutData } from './layout-data';

/** The home page of the story's locale (the Storybook toolbar's). */
export function storyUrl(locale: Locale): string {
  return locale === 'en' ? '/' : `/${locale === 'kz' ? 'ru' : locale}/`;
}

/** The layout data of the story's locale, from the seed content (kz reads ru). */
export function storyData(globals: Record<string, unknown>): LayoutData {
  const locale = isLocale(globals['locale']) ? globals['locale'] : 'en';
  const data = layoutFixture(locale === 'kz' ? 'ru' : locale);
  return { ...data, locale };
}

/** A story inside a memory router at `url` (the parts read the location and link with it). */
export function InRouter({ url, children }: { url: string; children: ReactNode }) {
  const element = (
    <RouterRouteState>
      <LayoutNavigation>{children}</LayoutNavigation>
    </RouterRouteState>
  );
  const router = createMemoryRouter([{ id: 'story', path: '*', element }], {
    initialEntries: [url],
  });
  return <RouterProvider router={router} />;
}
