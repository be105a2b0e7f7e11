import { seedPageHrefs } from '@corp/shared/document/islands';
import type { Locale } from '@corp/shared/i18n';
import { Footer, LinkLanguageProvider } from '@corp/shared/layout/main-islands';
import type { LayoutData } from '@corp/shared/layout';
import { FormPageContext } from '../form-page/form-page';
import type { FormPage } from '../form-page/form-page';
import { footerForm } from './footer-form';

export interface SiteFooterPartProps {
  data: LayoutData;
  hideForm: boolean;
  linkLocale: Locale | undefined;
  /** The page the footer form is on, as the server resolved it (no router in the browser). */
  formPage: FormPage;
  /** The page has a modal host (the newsletter button opens its dialog there). */
  newsletter: boolean;
}

/**
 * The main site's footer as an island (ADR 0032), with its contact form (mounted late, as on a
 * whole page): the links' hrefs and the form's page as the server resolved them.
 */
export function SiteFooterPart({
  data,
  hideForm,
  linkLocale,
  formPage,
  newsletter,
}: SiteFooterPartProps) {
  if (data.hrefs) seedPageHrefs(data.locale, data.hrefs);
  return (
    <FormPageContext value={formPage}>
      <LinkLanguageProvider locale={linkLocale}>
        <Footer data={data} form={footerForm} hideForm={hideForm} newsletter={newsletter} />
      </LinkLanguageProvider>
    </FormPageContext>
  );
}
