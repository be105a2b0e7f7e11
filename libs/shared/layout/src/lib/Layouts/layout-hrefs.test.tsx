import { render, screen, within } from '@testing-library/react';
import { RouterRouteState } from '@corp/shared/document';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { routeTable } from '@corp/shared/routing';
import type { registerSites } from '@corp/shared/routing';
import { mediaQueries } from '@corp/shared/ui';
import { layoutFixture } from './layout-data.fixture';
import type { LayoutData } from './layout-data';
import { mockMatchMedia } from './layout.test-support';
import { SiteLayout } from './SiteLayout';

/** What the layout loader computes on the server: in a module registry of its own (its own cache). */
async function serverHrefs(data: LayoutData): Promise<Record<string, string>> {
  let hrefs: Record<string, string> = {};
  await jest.isolateModulesAsync(async () => {
    // The registry's own resolver knows no site yet: register the sites this one knows.
    jest
      .requireActual<{ registerSites: typeof registerSites }>('@corp/shared/routing')
      .registerSites(routeTable().definitions);
    const { layoutHrefs } = await import('./site-nav');
    hrefs = layoutHrefs(data);
  });
  return hrefs;
}

function renderLayout(data: LayoutData, url: string, locale: Locale) {
  const router = createMemoryRouter(
    [
      {
        id: 'layout',
        element: (
          <RouterRouteState>
            <I18nProvider locale={locale}>
              <SiteLayout kind="media" data={data}>
                <Outlet />
              </SiteLayout>
            </I18nProvider>
          </RouterRouteState>
        ),
        children: [{ id: 'news-media___en', path: '*', element: <h1>News</h1> }],
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

/** The page links in `element`, closed menus' too, but not the language switch's alternates. */
const pageLinksIn = (element: HTMLElement) =>
  [...element.querySelectorAll('a[href]')]
    .filter((link) => !['Language', 'Язык'].includes(link.closest('nav')?.ariaLabel ?? ''))
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('/download/'));

describe("the layout's links resolved on the server", () => {
  beforeEach(() => mockMatchMedia((query) => query === mediaQueries.lg));

  it('are the links the browser renders, without resolving them again', async () => {
    // What the loader sent, changed where the browser would resolve otherwise: the page shows
    // the loader's link, so it did not run the resolver for it.
    const data = layoutFixture('en');
    const hrefs = await serverHrefs(data);
    expect(hrefs['/about/']).toBe('/about/');
    hrefs['/about/'] = '/about/?from=server';
    hrefs['/presskit/'] = '/presskit/?from=server';
    renderLayout({ ...data, hrefs }, '/news/media/', 'en');
    expect(pageLinksIn(screen.getByRole('contentinfo'))).toContain('/about/?from=server');
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Company' }),
    );
    expect(pageLinksIn(screen.getByRole('banner'))).toContain('/about/?from=server');
    expect(
      within(screen.getByRole('navigation', { name: 'Media' })).getByRole('link', {
        name: 'Press kit',
      }),
    ).toHaveAttribute('href', '/presskit/?from=server');
  });

  it('cover every page link of the header, the footer and the media bar, in the locale', async () => {
    const data = layoutFixture('ru');
    const hrefs = await serverHrefs(data);
    expect(hrefs['/']).toBe('/ru/');
    expect(hrefs['/product/']).toBe('/ru/product/');
    expect(hrefs['/news/webinars/']).toBe('/ru/news/webinars/');
    expect(hrefs['/contacts/perm/']).toBe('/ru/contacts/perm/');
    expect(Object.keys(hrefs).length).toBeGreaterThan(40);
    const { container } = renderLayout({ ...data, hrefs }, '/ru/news/media/', 'ru');
    const rendered = new Set(pageLinksIn(container));
    // The header's closed sections render their links when opened.
    const header = within(screen.getByRole('banner'));
    for (const section of ['Продукты', 'Отрасли', 'Медиа', 'События', 'Компания']) {
      await userEvent.click(header.getByRole('button', { name: section }));
      pageLinksIn(container).forEach((href) => rendered.add(href));
    }
    expect(rendered.has('/ru/product/')).toBe(true);
    const resolved = new Set(Object.values(hrefs));
    expect([...rendered].filter((href) => !resolved.has(href))).toEqual([]);
  });
});
