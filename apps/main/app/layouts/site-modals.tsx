import { lazy, Suspense } from 'react';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import type { LeadModalName } from './lead-modal';

// The lead dialogs, their forms, phone input, captcha and the API store load when a visitor
// opens one, never with the page.
const LeadModal = lazy(() => import('./lead-modal'));

/** Spec §2.9: the dialogs that send a lead. */
const leadModalNames: readonly LeadModalName[] = [
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

function lazyLeadModal(name: LeadModalName) {
  function SiteLeadModal(props: ModalRenderProps) {
    return (
      <Suspense fallback={null}>
        <LeadModal name={name} {...props} />
      </Suspense>
    );
  }
  SiteLeadModal.displayName = `LeadModal(${name})`;
  return SiteLeadModal;
}

/** The main site's modals besides the default ones (success, content and gallery modals). */
export const siteModals: ModalRegistry = Object.fromEntries(
  leadModalNames.map((name) => [name, lazyLeadModal(name)]),
);
