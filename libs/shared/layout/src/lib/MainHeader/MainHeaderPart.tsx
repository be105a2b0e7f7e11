import type { HreflangAlternate, Locale } from '@corp/shared/i18n';
import type { LayoutData } from '../Layouts/layout-data';
import { LinkLanguageProvider } from '../Layouts/link-language';
import { listedSections } from '../Layouts/page-layout';
import type { PageSection } from '../Layouts/page-layout';
import type { HeaderLinks } from '../Layouts/site-nav';
import { MainHeaderView } from './MainHeader';
import type { HeaderVariant } from './MainHeader';

export interface MainHeaderPartProps {
  data: LayoutData;
  variant: HeaderVariant;
  /** The page's sections for the in-page menu, as the server resolved them. */
  sections: readonly PageSection[];
  /** The page's language versions, as the server resolved them (none on a not-found page). */
  alternates: readonly HreflangAlternate[];
  /** The locale whose links are not marked as another language (`LinkLanguageProvider`). */
  linkLocale: Locale | undefined;
  /** The menu's, contacts' and home links, as the server resolved them. */
  links: HeaderLinks;
}

/**
 * The main site's header as an island (ADR 0032): what `SiteLayout` gives the header on a whole
 * page (sections, alternates, the link language) comes as JSON, and its links as the server
 * built and resolved them (the browser of an island page resolves no URL).
 */
export function MainHeaderPart({
  data,
  variant,
  sections,
  alternates,
  linkLocale,
  links,
}: MainHeaderPartProps) {
  return (
    <LinkLanguageProvider locale={linkLocale}>
      <MainHeaderView
        data={data}
        variant={variant}
        page={sections.length ? listedSections(sections) : undefined}
        alternates={alternates}
        links={links}
      />
    </LinkLanguageProvider>
  );
}
