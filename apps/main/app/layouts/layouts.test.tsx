import { render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import { I18nProvider } from '@corp/shared/i18n';
import type { LayoutData } from '@corp/shared/layout';
import { errorPageTexts, RouterRouteState } from '@corp/shared/document';
import { emptyLayoutData } from '@corp/shared/layout';
import * as defaultLayout from './default';
import * as leftMenu from './left-menu';
import * as mainHeader from './main-header';
import * as marketplace from './marketplace';
import * as media from './media';
import * as russianDip from './russian-dip';
import * as webinars from './webinars';

const modules = {
  default: defaultLayout,
  'main-header': mainHeader,
  'left-menu': leftMenu,
  marketplace,
  media,
  webinars,
  'russian-dip': russianDip,
};

const data: LayoutData = {
  ...emptyLayoutData('en'),
  offices: [{ code: 'moscow', city: 'Moscow', phone: '+7 495 120-45-00' }],
  headOffice: {
    phone: '+7 495 120-45-00',
    email: 'info@ferrum-digital.example',
    address: '12 Presnenskaya Embankment, Moscow 123112',
  },
};

/** The site root around the layout, as `createSiteRoot` gives it: where the visitor is. */
function siteRoot<T extends object>(layout: T) {
  return {
    id: 'root',
    Component: () => (
      <RouterRouteState>
        <Outlet />
      </RouterRouteState>
    ),
    children: [layout],
  };
}

describe.each(Object.entries(modules))('the %s layout route', (_name, layoutModule) => {
  it('loads the header and footer data once per page load', () => {
    expect(typeof layoutModule.loader).toBe('function');
    expect(typeof layoutModule.clientLoader).toBe('function');
    expect(layoutModule.shouldRevalidate).toBeDefined();
  });

  it('renders the page inside the header and the footer', async () => {
    const Stub = createRoutesStub([
      siteRoot({
        id: 'layout',
        Component: layoutModule.default,
        loader: () => data,
        HydrateFallback: () => null,
        children: [{ id: 'about___en', path: '/about/', Component: () => <h1>About</h1> }],
      }),
    ]);
    // The root route gives every page its translations (PageChrome).
    render(
      <I18nProvider locale="en">
        <Stub initialEntries={['/about/']} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('+7 495 120-45-00');
  });

  it('shows a page’s 404 inside the header and the footer, with its title', async () => {
    const Stub = createRoutesStub([
      siteRoot({
        id: 'layout',
        Component: layoutModule.default,
        ErrorBoundary: layoutModule.ErrorBoundary,
        loader: () => data,
        HydrateFallback: () => null,
        children: [
          {
            id: 'not-found',
            path: '*',
            loader: () => {
              throw new Response(null, { status: 404 });
            },
            Component: () => null,
          },
        ],
      }),
    ]);
    render(
      <I18nProvider locale="en">
        <Stub initialEntries={['/nowhere/']} />
      </I18nProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: errorPageTexts.en.notFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe(errorPageTexts.en.notFoundTitle);
  });
});
