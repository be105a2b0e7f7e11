import type { Route } from './+types/russian-dip';
import type { ReactNode } from 'react';
import { Outlet, useLoaderData } from 'react-router';
import type { LayoutData } from '@corp/shared/layout';
import { createErrorBoundary } from '@corp/shared/document';
import {
  createLayoutClientLoader,
  layoutShouldRevalidate,
  loadLayoutData,
  RussianDipLayout,
} from '@corp/shared/layout';
import {
  footerForm,
  formRulesHandle,
  PageModalsIsland,
  SiteFooterIsland,
} from '@corp/shared/forms';
import { idpFormRules } from '@corp/sites/idp/feature-page';
import { ModalProvider } from '@corp/shared/modals';

/**
 * Spec §2.7 Russian-DIP layout of the idp host: its lists asked in ru (§2.5), the page in
 * Russian at the host's root, the footer form, inside the page's one modal state (spec §2.9).
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<LayoutData> {
  const data = await loadLayoutData(context, request, { apiLocale: 'ru' });
  return { ...data, locale: 'ru' };
}

/** The idp page's form rules on every page of the host (its not-found page too). */
export const handle = formRulesHandle(idpFormRules);

export const clientLoader = createLayoutClientLoader({ apiLocale: 'ru' });
export const shouldRevalidate = layoutShouldRevalidate;

/** The Russian-DIP layout around a page or its error page, with the same islands (ADR 0032). */
function Frame({ data, children }: { data: LayoutData; children: ReactNode }) {
  return (
    <ModalProvider>
      <RussianDipLayout data={data} footerForm={footerForm} footerIsland={SiteFooterIsland}>
        {children}
      </RussianDipLayout>
      {/* ADR 0032: the modal host is an island. */}
      <PageModalsIsland leadModals={[]} />
    </ModalProvider>
  );
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  return (
    <Frame data={loaderData}>
      <Outlet />
    </Frame>
  );
}

/** The layout around an error page, when its own data loaded (else the bare page). */
function ErrorFrame({ children }: { children: ReactNode }) {
  const data = useLoaderData<LayoutData | undefined>();
  return data ? <Frame data={data}>{children}</Frame> : children;
}

/** Spec §2.6: a 404 or 500 of the idp host inside the Russian-DIP layout (header and footer). */
export const ErrorBoundary = createErrorBoundary({
  locale: 'ru',
  homeHref: '/',
  Frame: ErrorFrame,
});
