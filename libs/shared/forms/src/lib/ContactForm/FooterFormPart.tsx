import type { Locale } from '@corp/shared/i18n';
import { FooterFormSlot, LinkLanguageProvider } from '@corp/shared/layout/main-islands';
import { FormPageContext } from '../form-page/form-page';
import type { FormPage } from '../form-page/form-page';
import { footerForm } from './footer-form';

export interface FooterFormPartProps {
  /** The page the form is on, as the server resolved it (no router in the browser). */
  formPage: FormPage;
  /** The slot's accessible name and the words read while the form loads. */
  label: string;
  loadingLabel: string;
  linkLocale: Locale | undefined;
}

/**
 * The main site's footer form on an island page (ADR 0032), in its slot (mounted late, as on a
 * whole page); the rest of the footer is server HTML.
 */
export function FooterFormPart({ formPage, label, loadingLabel, linkLocale }: FooterFormPartProps) {
  return (
    <FormPageContext value={formPage}>
      <LinkLanguageProvider locale={linkLocale}>
        <FooterFormSlot form={footerForm} label={label} loadingLabel={loadingLabel} />
      </LinkLanguageProvider>
    </FormPageContext>
  );
}
