import { createContext } from 'react';
import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';
import type { FormRules } from './form-rules';

/**
 * The page a form is on, as its rules need it (spec §3 the lead's `page`; §4 default industry;
 * §5 default phone country).
 */
export interface FormPage {
  /** The site app (`main` …). */
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
  /** What the site and the page declare in their routes' handles (`formRulesHandle`). */
  rules?: FormRules;
  /**
   * The page's marketing id (spec §7), when resolved with the page (an island page's forms: no
   * URL resolver in the browser); else `reportFormSent` resolves it.
   */
  marketingId?: string;
}

/** Spec §3: the `page` of a request — the one the page's rules name, else the route path. */
export function feedbackPagePath(page: FormPage): string {
  return page.rules?.feedbackPage ?? page.pathname;
}

/**
 * The page, resolved by the server, for a form in an island (ADR 0032): there is no router in
 * the browser to read it from. `useFormPage` returns it when given.
 */
export const FormPageContext = createContext<FormPage | null>(null);
