import type { ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import type { ServedOffice } from '@corp/shared/contracts';
import { AsiaLayout, asiaLocaleOfPath } from '@corp/sites/asia/feature-layout';
import { asiaFormRules } from '@corp/sites/asia/feature-page';
import { createErrorBoundary } from '@corp/shared/document';
import { ModalProvider } from '@corp/shared/modals';
import { formRulesHandle, PageModalsIsland, siteLeadModals } from '@corp/shared/forms';
import type { LeadModalName } from '@corp/shared/forms';

/** Spec §2.7: the Asia layout's send-request dialog, loaded when a visitor opens it. */
const leadModals: readonly LeadModalName[] = ['send-request'];
const siteModals = siteLeadModals(leadModals);

/**
 * Spec §3–§5: the site's form rules, on every page of it (`/asia` as the page, KZ on ru, the
 * goal).
 */
export const handle = formRulesHandle(asiaFormRules);

/** The regional office the page's loader gave (`loadAsiaPage`), if any. */
function useOffice(): ServedOffice | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const office = (match.loaderData as { office?: ServedOffice | null } | undefined)?.office;
    if (office) return office;
  }
  return null;
}

/**
 * Spec §2.7 Asia layout around the page or its error page (whose office is none), inside the
 * page's one modal state (spec §2.9, ADR 0010) with the lead dialogs the site opens.
 */
function Frame({ office, children }: { office: ServedOffice | null; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ModalProvider registry={siteModals}>
      <AsiaLayout locale={asiaLocaleOfPath(pathname)} office={office}>
        {children}
      </AsiaLayout>
      <PageModalsIsland leadModals={leadModals} />
    </ModalProvider>
  );
}

export default function AsiaLayoutRoute() {
  return (
    <Frame office={useOffice()}>
      <Outlet />
    </Frame>
  );
}

/** The Asia layout around an error page (the office is the page's, so none is shown). */
function ErrorFrame({ children }: { children: ReactNode }) {
  return <Frame office={null}>{children}</Frame>;
}

/** Spec §2.6: a 404 or 500 inside the Asia layout, in the path's language (`/kz/…` Kazakh). */
export const ErrorBoundary = createErrorBoundary({
  locale: 'ru',
  homeHref: '/ru/',
  localized: true,
  Frame: ErrorFrame,
});
