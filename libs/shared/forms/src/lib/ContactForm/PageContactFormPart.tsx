import { FooterFormSlot } from '@corp/shared/layout/main-islands';
import { FormPageContext } from '../form-page/form-page';
import type { FormPage } from '../form-page/form-page';
import { pageContactForm } from './footer-form';

export interface PageContactFormPartProps {
  /** The page the form is on, as the server resolved it (no router in the browser). */
  formPage: FormPage;
  /** The form's region (`#contact-form`): its accessible name. */
  label: string;
  /** Read by screen readers while the form is not there yet. */
  loadingLabel: string;
}

/**
 * The contacts page's own form as an island (ADR 0032): its place (`#contact-form`), where the
 * form mounts once in view or after 5 s, as on a whole page; its page as the server resolved it.
 */
export function PageContactFormPart({ formPage, label, loadingLabel }: PageContactFormPartProps) {
  return (
    <FormPageContext value={formPage}>
      <FooterFormSlot form={pageContactForm} label={label} loadingLabel={loadingLabel} />
    </FormPageContext>
  );
}
