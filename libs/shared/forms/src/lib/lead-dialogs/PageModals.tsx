import { useMemo } from 'react';
import { ModalProvider } from '@corp/shared/modals';
import { FormPageContext } from '../form-page/form-page';
import type { FormPage } from '../form-page/form-page';
import { siteLeadModals } from './site-lead-modals';
import type { LeadModalName } from './site-lead-modals';

export interface PageModalsProps {
  /** The page as the server resolved it (`useFormPage`): no router in the browser reads it. */
  formPage: FormPage;
  /** The site's lead dialogs besides the default modals (`siteLeadModals`). */
  leadModals: readonly LeadModalName[];
}

/**
 * An island page's modal state and host (ADR 0032): the page's other islands (its `ModalButton`s,
 * a pop-up) open and read its dialogs through it (`publishPageModals`).
 */
export function PageModals({ formPage, leadModals }: PageModalsProps) {
  const key = leadModals.join();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names, not the array, matter
  const registry = useMemo(() => siteLeadModals(leadModals), [key]);
  return (
    <FormPageContext value={formPage}>
      <ModalProvider registry={registry}>{null}</ModalProvider>
    </FormPageContext>
  );
}
