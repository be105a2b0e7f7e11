import { Suspense } from 'react';
import { preloadDocumentCountryNames } from '@corp/shared/i18n';
import { UnavailableModal } from '@corp/shared/modals';
import type { ModalName, ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import { lazyChunk } from '@corp/shared/ui';

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
// opens one, never with the page (ADR 0007, ADR 0010); the page's country names load beside them.
// Should the chunk fail, the page reloads once (spec §2.6); within the guard the dialog closes.
const LeadModalHost = lazyChunk(() => {
  preloadDocumentCountryNames();
  return import('./LeadModalHost');
}, UnavailableModal);

/**
 * A site's lead dialogs for its `ModalProvider` registry (besides the default success, content
 * and gallery modals): each loads on demand; its form names the page of the site root it opens in.
 */
export function siteLeadModals(names: readonly LeadModalName[]): ModalRegistry {
  return Object.fromEntries(
    names.map((name) => {
      function SiteLeadModal(props: ModalRenderProps) {
        return (
          <Suspense fallback={null}>
            <LeadModalHost name={name} {...props} />
          </Suspense>
        );
      }
      SiteLeadModal.displayName = `LeadModal(${name})`;
      return [name, SiteLeadModal];
    }),
  );
}
