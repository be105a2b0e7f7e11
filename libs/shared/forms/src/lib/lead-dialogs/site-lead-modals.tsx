import { lazy, Suspense } from 'react';
import type { ModalName, ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';

/** Spec §2.9: the dialogs that send a lead. */
export type LeadModalName = Extract<
  ModalName,
  | 'send-request'
  | 'event-request'
  | 'main-event'
  | 'download-brochure'
  | 'download-demo'
  | 'popup-brochure'
  | 'watch-webinar'
  | 'newsletter'
  | 'send-resume-hr'
>;

// The lead dialogs, their forms, phone input, captcha and the API store load when a visitor
// opens one, never with the page (ADR 0007, ADR 0010).
const LeadModalHost = lazy(() => import('./LeadModalHost'));

/**
 * A site's lead dialogs for its `ModalProvider` registry (besides the default success, content
 * and gallery modals): each loads on demand and knows the site it was opened on.
 */
export function siteLeadModals(site: SiteName, names: readonly LeadModalName[]): ModalRegistry {
  return Object.fromEntries(
    names.map((name) => {
      function SiteLeadModal(props: ModalRenderProps) {
        return (
          <Suspense fallback={null}>
            <LeadModalHost name={name} site={site} {...props} />
          </Suspense>
        );
      }
      SiteLeadModal.displayName = `LeadModal(${site}:${name})`;
      return [name, SiteLeadModal];
    }),
  );
}
