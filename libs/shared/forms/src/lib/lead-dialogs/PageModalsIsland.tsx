import { Island, useIslandPage } from '@corp/shared/document';
import { useIslandFormPage } from '../form-page/useFormPage';
import { PageModals } from './PageModals';
import type { LeadModalName } from './site-lead-modals';

/**
 * On an island page, the page's `PageModals` island; elsewhere nothing (the page's layout route
 * has its `ModalProvider`, which hydrates with the page).
 */
export function PageModalsIsland({ leadModals }: { leadModals: readonly LeadModalName[] }) {
  return useIslandPage() ? <PageModalsPart leadModals={leadModals} /> : null;
}

function PageModalsPart({ leadModals }: { leadModals: readonly LeadModalName[] }) {
  const formPage = useIslandFormPage();
  return <Island name="PageModals" part={PageModals} props={{ formPage, leadModals }} />;
}
