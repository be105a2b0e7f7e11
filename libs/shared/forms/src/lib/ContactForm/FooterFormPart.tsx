import type { Locale } from '@corp/shared/i18n';
import { FooterFormSlot, LinkLanguageProvider } from '@corp/shared/layout/main-islands';
import { FormPageContext } from '../form-page/form-page';
import type { FormPage } from '../form-page/form-page';
import { footerForm, pageContactForm } from './footer-form';

export interface FooterFormPartProps {
  /** The page the form is on, as the server resolved it (no router in the browser). */
  formPage: FormPage;
  /** The slot's accessible name and the words read while the form loads. */
  label: string;
  loadingLabel: string;
  linkLocale?: Locale;
  /** The footer's form (default) or the contacts page's own. */
  form?: 'footer' | 'page';
}

/**
 * A contact form on an island page (ADR 0032), in its slot (`#contact-form`, mounted late, as on
 * a whole page): the footer's, or the contacts page's own; the rest of the page is server HTML.
 */
export function FooterFormPart({
  formPage,
  label,
  loadingLabel,
  linkLocale,
  form = 'footer',
}: FooterFormPartProps) {
  return (
    <FormPageContext value={formPage}>
      <LinkLanguageProvider locale={linkLocale}>
        <FooterFormSlot
          form={form === 'page' ? pageContactForm : footerForm}
          label={label}
          loadingLabel={loadingLabel}
        />
      </LinkLanguageProvider>
    </FormPageContext>
  );
}
