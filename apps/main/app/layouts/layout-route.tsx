import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Outlet, useLoaderData } from 'react-router';
import type { LayoutData, LayoutLoaderOptions, SiteLayoutProps } from '@corp/shared/layout';
import { createLayoutClientLoader, loadLayoutData } from '@corp/shared/layout';
import { ModalProvider } from '@corp/shared/modals';
import { footerForm } from './footer-form';
import { siteModals } from './site-modals';

/**
 * What every layout route of the main site exports, for one of the spec §2.7 layouts: the
 * header's and footer's lists, loaded once per page load (see `layoutShouldRevalidate`), and
 * the layout around the page with the footer form, inside the page's one modal state (spec §2.9).
 *
 *   export const loader = layoutLoader();
 *   const route = layoutRoute(DefaultLayout);
 *   export const clientLoader = route.clientLoader;
 *   export const shouldRevalidate = layoutShouldRevalidate;
 *   export default route.Layout;
 *
 * The server loader is its own function so that React Router can drop it, and the API client
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
  function Layout() {
    return (
      <ModalProvider registry={siteModals}>
        <SiteLayout data={useLoaderData<LayoutData>()} footerForm={footerForm}>
          <Outlet />
        </SiteLayout>
      </ModalProvider>
    );
  }
  return { clientLoader: createLayoutClientLoader(options), Layout };
}
