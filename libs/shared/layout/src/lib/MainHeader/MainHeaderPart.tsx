import type { HreflangAlternate, Locale } from '@corp/shared/i18n';
import { seedPageHrefs } from '@corp/shared/document/islands';
import type { LayoutData } from '../Layouts/layout-data';
import { LinkLanguageProvider } from '../Layouts/link-language';
import { listedSections } from '../Layouts/page-layout';
import type { PageSection } from '../Layouts/page-layout';
import { MainHeader } from './MainHeader';
import type { HeaderVariant } from './MainHeader';

export interface MainHeaderPartProps {
  data: LayoutData;
  variant: HeaderVariant;
  /** The page's sections for the in-page menu, as the server resolved them. */
  sections: readonly PageSection[];
  /** The page's language versions (its SEO alternates), when it lists them. */
  alternates: readonly HreflangAlternate[] | undefined;
  /** The locale whose links are not marked as another language (`LinkLanguageProvider`). */
  linkLocale: Locale | undefined;
}

/**
 * The main site's header as an island (ADR 0032): what `SiteLayout` gives the header on a whole
 * page (sections, alternates, the link language) comes as JSON, and the links' hrefs as the
 * server resolved them (the browser of an island page has no URL resolver).
 */
export function MainHeaderPart({
  data,
  variant,
  sections,
  alternates,
  linkLocale,
}: MainHeaderPartProps) {
  if (data.hrefs) seedPageHrefs(data.locale, data.hrefs);
  return (
    <LinkLanguageProvider locale={linkLocale}>
      <MainHeader
        data={data}
        variant={variant}
        page={sections.length ? listedSections(sections) : undefined}
        alternates={alternates}
      />
    </LinkLanguageProvider>
  );
}
