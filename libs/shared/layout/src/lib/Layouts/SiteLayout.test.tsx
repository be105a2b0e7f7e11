import { act, render, screen, within } from '@testing-library/react';
import { RouterRouteState } from '@corp/shared/document';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { mediaQueries } from '@corp/shared/ui';
import { layoutFixture } from './layout-data.fixture';
import { mockMatchMedia } from './layout.test-support';
import { renderToString } from 'react-dom/server';
import {
  isFooterFormHidden,
  sectionsHandle,
  useHideFooterForm,
  usePageSections,
} from './page-layout';
import type { LayoutRouteHandle } from './page-layout';
import { PublicConfigContext } from '@corp/shared/document';
import { SiteLayout, layoutVariants } from './SiteLayout';
import type { LayoutKind } from './SiteLayout';

const form = <form aria-label="Contact form fields" />;

function renderPage(
  kind: LayoutKind,
  {
    url = '/',
    routeId = 'about___en',
    handle,
    page = <h1>Page</h1>,
    locale = 'en',
    hubOrigin,
  }: {
    url?: string;
    routeId?: string;
    handle?: LayoutRouteHandle;
    page?: React.ReactNode;
    locale?: Locale;
    hubOrigin?: string;
  } = {},
) {
  const router = createMemoryRouter(
    [
      {
        id: 'layout',
        element: (
          <PublicConfigContext.Provider value={hubOrigin ? { hubOrigin } : {}}>
            <RouterRouteState>
              <I18nProvider locale={locale}>
                <SiteLayout
                  kind={kind}
                  data={layoutFixture(locale === 'ru' ? 'ru' : 'en')}
                  footerForm={form}
                >
                  <Outlet />
                </SiteLayout>
              </I18nProvider>
            </RouterRouteState>
          </PublicConfigContext.Provider>
        ),
        children: [{ id: routeId, path: '*', handle, element: page }],
      },
    ],
    { initialEntries: [url] },
  );
  return render(<RouterProvider router={router} />);
}

function SectionsPage() {
  usePageSections([
    { id: 'features', label: 'Features' },
    { id: 'faq', label: 'Questions' },
  ]);
  return <h1>Product</h1>;
}

function FormlessPage() {
  useHideFooterForm();
  return <h1>Page with its own form</h1>;
}

describe('footer form rules (spec §4)', () => {
  it('hides the form on the hr page, the ru contacts page, the podcasts pages and on request', () => {
    expect(isFooterFormHidden('about-hr___en')).toBe(true);
    expect(isFooterFormHidden('about-hr___ru')).toBe(true);
    expect(isFooterFormHidden('contacts___ru')).toBe(true);
    // The contacts page of every locale has its own form.
    expect(isFooterFormHidden('contacts___en')).toBe(true);
    expect(isFooterFormHidden('contacts-city___ru')).toBe(false);
    expect(isFooterFormHidden('news-podcasts___en')).toBe(true);
    expect(isFooterFormHidden('news-podcasts-id___ru')).toBe(true);
    expect(isFooterFormHidden('about___en')).toBe(false);
    expect(isFooterFormHidden('about___en', true)).toBe(true);
    expect(isFooterFormHidden(undefined)).toBe(false);
  });
});

describe('SiteLayout', () => {
  beforeEach(() => {
    mockMatchMedia((query) => query === mediaQueries.lg);
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('on another host (idp) links the navigation to the main site’s public origin', () => {
    renderPage('russian-dip', { locale: 'ru', hubOrigin: 'https://www.example.com' });
    const footer = within(screen.getByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    const pages = hrefs.filter((href) => !/^(tel:|mailto:|#|\/download\/)/.test(href));
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.filter((href) => !href.startsWith('https://'))).toEqual([]);
    expect(pages).toContain('https://www.example.com/ru/');
    expect(screen.getByRole('banner').querySelector('a[href^="/"]')).toBeNull();
  });

  it('on the main host keeps the navigation inside the site (router links)', () => {
    renderPage('russian-dip', { locale: 'ru' });
    const hrefs = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(hrefs).toContain('/ru/');
    expect(hrefs.filter((href) => href.startsWith('http'))).toEqual(
      hrefs.filter((href) => href.startsWith('http') && !href.includes('example.com/ru/')),
    );
  });

  it('frames the page: skip link, header, main, footer with the form place', () => {
    renderPage('default');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#content',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(within(screen.getByRole('main')).getByRole('heading')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toContainElement(
      document.getElementById('contact-form'),
    );
  });

  it('has the back-to-top button on every layout', () => {
    for (const kind of Object.keys(layoutVariants) as LayoutKind[]) {
      const { unmount } = renderPage(kind);
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
      unmount();
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    }
  });

  it('leaves the form out on the pages of spec §4', () => {
    renderPage('default', { routeId: 'about-hr___en', url: '/about/hr/' });
    expect(document.getElementById('contact-form')).toBeNull();
  });

  it('leaves the form out when the route handle says hideForm', () => {
    renderPage('default', { handle: { layout: { hideForm: true } } });
    expect(document.getElementById('contact-form')).toBeNull();
  });

  it('leaves the form out while the page asks so', () => {
    renderPage('default', { page: <FormlessPage /> });
    expect(document.getElementById('contact-form')).toBeNull();
  });

  it('puts the page’s sections in the side menu of the left-menu layout', () => {
    renderPage('left-menu', { page: <SectionsPage /> });
    const side = screen.getByRole('navigation', { name: 'On this page' });
    expect(
      within(side)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#features', '#faq']);
    expect(screen.getByRole('complementary')).toContainElement(side);
  });

  it('puts the handle’s sections in the header elsewhere', () => {
    renderPage('main-header', {
      handle: { layout: { sections: [{ id: 'team', label: 'Team' }] } },
    });
    const sections = screen.getByRole('navigation', { name: 'On this page' });
    expect(screen.getByRole('banner')).toContainElement(sections);
  });

  describe('sections from the route’s hook (sectionsHandle), in the HTML the server sends', () => {
    const loaderData = { teams: ['sales', 'support'] };
    const handle = sectionsHandle<() => typeof loaderData>(({ teams }) =>
      teams.map((team) => ({ id: team, label: `Team ${team}` })),
    );
    const serverHtml = (kind: LayoutKind) => {
      const router = createMemoryRouter(
        [
          {
            id: 'layout',
            element: (
              <RouterRouteState>
                <I18nProvider locale="en">
                  <SiteLayout kind={kind} data={layoutFixture('en')} footerForm={form}>
                    <Outlet />
                  </SiteLayout>
                </I18nProvider>
              </RouterRouteState>
            ),
            children: [{ id: 'about___en', path: '*', handle, element: <h1>About</h1> }],
          },
        ],
        { initialEntries: ['/about/'], hydrationData: { loaderData: { about___en: loaderData } } },
      );
      document.body.innerHTML = renderToString(<RouterProvider router={router} />);
      return document.body;
    };
    afterEach(() => {
      document.body.innerHTML = '';
    });
    const anchors = (nav: HTMLElement) =>
      within(nav)
        .getAllByRole('link')
        .map((link) => `${link.getAttribute('href')} ${link.textContent}`);

    it('puts them in the header’s section menu before any effect has run', () => {
      serverHtml('main-header');
      const nav = screen.getByRole('navigation', { name: 'On this page' });
      expect(screen.getByRole('banner')).toContainElement(nav);
      expect(anchors(nav)).toEqual(['#sales Team sales', '#support Team support']);
    });

    it('puts them in the side menu of the left-menu layout, the page beside it from the start', () => {
      serverHtml('left-menu');
      const nav = screen.getByRole('navigation', { name: 'On this page' });
      expect(screen.getByRole('complementary')).toContainElement(nav);
      expect(anchors(nav)).toEqual(['#sales Team sales', '#support Team support']);
      expect(screen.getByRole('heading', { name: 'About' }).closest('main')).not.toBeNull();
    });
  });

  it('shows the media pages’ bar in the media layout, the current one marked', () => {
    renderPage('media', {
      url: '/ru/news/podcasts/12/',
      routeId: 'news-podcasts-id___ru',
      locale: 'ru',
    });
    const bar = screen.getByRole('navigation', { name: 'Медиа' });
    expect(within(bar).getByRole('link', { name: 'Подкасты' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Новости и медиа' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(document.getElementById('contact-form')).toBeNull();
  });
});
