import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Outlet, useLocation } from 'react-router';
import type { LayoutData, LayoutLoaderOptions, SiteLayoutProps } from '@corp/shared/layout';
import { RouteErrorPage, localeOfPath } from '@corp/shared/document';
import { createLayoutClientLoader, loadLayoutData } from '@corp/shared/layout';
import { ModalProvider } from '@corp/shared/modals';
import { footerForm, PageModalsIsland, SiteFooterIsland, siteLeadModals } from '@corp/shared/forms';
import type { LeadModalName } from '@corp/shared/forms';
import { mainErrorSections } from '../error-sections';

/** Spec §2.9: the main site's lead dialogs, loaded when a visitor opens one. */
const leadModals: readonly LeadModalName[] = [
  'send-request',
  'event-request',
  'main-event',
  'download-brochure',
  'download-demo',
  'popup-brochure',
  'watch-webinar',
  'newsletter',
  'send-resume-hr',
];
const siteModals = siteLeadModals(leadModals);

/**
 * What every layout route of the main site exports, for one of the spec §2.7 layouts: the
 * header's and footer's lists, loaded once per page load (see `layoutShouldRevalidate`), and
 * the layout around the page with the footer form, inside the page's one modal state (spec §2.9).
 *
 *   export const loader = layoutLoader();
 *   const route = layoutRoute(DefaultLayout);
 *   export const clientLoader = route.clientLoader;
 *   export const shouldRevalidate = layoutShouldRevalidate;
 *   export const ErrorBoundary = route.ErrorBoundary;
 *   export default route.Layout;
 *
 * The error boundary shows a page's 404 or 500 inside the same layout, with header and footer;
 * when the layout's own data failed, the root's error page takes over. The server loader is its own function so that React Router can drop it, and the API client
 * it runs, from the browser's build (a `loader` export is removed with what only it uses).
 */
export function layoutLoader(options: LayoutLoaderOptions = {}) {
  return ({ context, request }: LoaderFunctionArgs) => loadLayoutData(context, request, options);
}

/** The browser's loader and the layout component (see `layoutLoader` for the server's). */
export function layoutRoute(
  SiteLayout: ComponentType<SiteLayoutProps>,
  options: LayoutLoaderOptions = {},
) {
  /** The layout around a page or its error page, with the same islands (ADR 0032). */
  function Frame({ data, children }: { data: LayoutData; children: ReactNode }) {
    return (
      <ModalProvider registry={siteModals}>
        <SiteLayout data={data} footerForm={footerForm} footerIsland={SiteFooterIsland}>
          {children}
        </SiteLayout>
        {/* ADR 0032: the modal host is an island. */}
        <PageModalsIsland leadModals={leadModals} />
      </ModalProvider>
    );
  }
  // The props React Router gives a layout route's component and error boundary (each layout
  // module's `Route.ComponentProps` / `Route.ErrorBoundaryProps`, whose loader is `layoutLoader`).
  function Layout({ loaderData }: { loaderData: LayoutData }) {
    return (
      <Frame data={loaderData}>
        <Outlet />
      </Frame>
    );
  }
  function ErrorBoundary({ error, loaderData: data }: { error: unknown; loaderData?: LayoutData }) {
    const { pathname } = useLocation();
    const page = (
      <RouteErrorPage
        error={error}
        locale={data?.locale ?? localeOfPath(pathname, 'en')}
        sections={mainErrorSections}
      />
    );
    return data ? <Frame data={data}>{page}</Frame> : page;
  }
  return { clientLoader: createLayoutClientLoader(options), Layout, ErrorBoundary };
}
