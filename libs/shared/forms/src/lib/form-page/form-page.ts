import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';

/**
 * The page a form is on, as its rules need it (spec §3 "page is the route path, or /asia, or
 * /idp/"; §4 default industry; §5 default phone country; §4 where the footer form is hidden).
 */
export interface FormPage {
  /** The site app (`main`, `asia`, `idp` …). */
  site: SiteName;
  /** The page name of the route id (`industries-code` of `industries-code___ru`); `index` by default. */
  name: string;
  /** The route's parameters (the industry code of an industry page …). */
  params: Readonly<Record<string, string | undefined>>;
  locale: Locale;
  /** The path the visitor is on (`/ru/industries/mining/`). */
  pathname: string;
  /**
   * The industry (an id of the API's list) of what the page is about, when it is about one
   * product, event or case (its route's `leadIndustry` handle).
   */
  subjectIndustry?: number;
}

/** The Asia page: the asia site, or its page on the main site. */
export const isAsiaPage = (page: FormPage): boolean => page.site === 'asia' || page.name === 'asia';

/** The digital industrial platform landing: the idp site, or its page on the main site. */
export const isIdpPage = (page: FormPage): boolean => page.site === 'idp' || page.name === 'idp';

/** An industry page of the main site (`/industries/<code>/`) and its code. */
export function industryCodeOf(page: FormPage): string | undefined {
  return page.name === 'industries-code' ? page.params['code'] : undefined;
}

/**
 * Spec §4: the digital industrial platform page (its industry page, and the idp landing it
 * moves to, §2.4).
 */
export const isDigitalPlatformPage = (page: FormPage): boolean =>
  isIdpPage(page) || industryCodeOf(page) === 'digitalindustrialplatform';

/** Spec §3: the `page` of a feedback request — the route path, or /asia, or /idp/. */
export function feedbackPagePath(page: FormPage): string {
  if (isAsiaPage(page)) return '/asia';
  if (isIdpPage(page)) return '/idp/';
  return page.pathname;
}
