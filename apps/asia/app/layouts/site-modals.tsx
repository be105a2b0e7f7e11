import { lazy, Suspense } from 'react';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import type { LeadModalName } from './lead-modal';

// The lead dialog, its form, phone input, captcha and the API store load when a visitor opens
// it, never with the page (ADR 0007, ADR 0010).
const LeadModal = lazy(() => import('./lead-modal'));

/** Spec §2.7: the Asia layout's dialog (its success modal is one of the default modals). */
const leadModalNames: readonly LeadModalName[] = ['send-request'];

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

/** The Asia site's modals besides the default ones (success, content and gallery modals). */
export const siteModals: ModalRegistry = Object.fromEntries(
  leadModalNames.map((name) => [name, lazyLeadModal(name)]),
);
