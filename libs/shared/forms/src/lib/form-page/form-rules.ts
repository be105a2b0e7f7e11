import type { Locale } from '@corp/shared/i18n';
import type { ParseKeys } from 'i18next';

/**
 * Spec §4 "Default industry": the industry a page preselects, when it names one. The first rule
 * that applies wins: the name in the page's locale, then the position, then the path; an item
 * the list lacks falls back to the list's first.
 */
export interface IndustryRule {
  /** The item of this name, in the page's locale (the list is the API's, in that locale). */
  name?: Partial<Record<Locale, string>>;
  /** The item at this position of the list. */
  position?: number;
  /** The item whose page is this path (`/industries/mining/`). */
  path?: string;
}

/**
 * What a site or one of its pages tells the shared forms (spec §3–§5, §7): configuration its
 * owner declares in a route's `handle` (`formRulesHandle`), never a site the forms know by name.
 * The forms merge the rules of every route the visitor is on, a deeper route's over its
 * layout's: a site's layout gives the site's rules, a page adds its own.
 */
export interface FormRules {
  /** Spec §3: the `page` every request of the page names instead of its path. */
  feedbackPage?: string;
  /** Spec §5: the phone's default country (ISO2) by the page's locale, before FI for en, else RU. */
  phoneCountry?: Partial<Record<Locale, string>>;
  /** Spec §4: the industry the page preselects (else its subject's, else the first). */
  industry?: IndustryRule;
  /** Spec §4: the analytics goal a lead request sent from the page reaches. */
  leadGoal?: string;
  /** The send button's text while a request is on its way (`actions.sending` by default). */
  sendingText?: ParseKeys<'forms'>;
}

/** A route's rules: fixed, or read from its loader's data (an industry page's from its code). */
export type FormRulesOfRoute = FormRules | ((data: unknown) => FormRules | undefined);

export interface FormRulesHandle {
  formRules?: FormRulesOfRoute;
}

/**
 * A route's `handle` giving the forms on it their rules:
 *
 *   export const handle = formRulesHandle({ feedbackPage: '/landing' });
 *   export const handle = formRulesHandle<typeof loader>(({ page }) => rulesOf(page.code));
 */
export function formRulesHandle<Loader extends (...args: never[]) => unknown = () => unknown>(
  rules: FormRules | ((data: Awaited<ReturnType<Loader>>) => FormRules | undefined),
): FormRulesHandle {
  return { formRules: rules as FormRulesOfRoute };
}

interface RouteMatchLike {
  handle?: unknown;
  loaderData?: unknown;
}

/** The rules of the routes matched, root first, each deeper route's over those before it. */
export function formRulesOf(matches: readonly RouteMatchLike[]): FormRules {
  let merged: FormRules = {};
  for (const match of matches) {
    const given = (match.handle as FormRulesHandle | undefined)?.formRules;
    if (given === undefined) continue;
    if (typeof given !== 'function') merged = { ...merged, ...given };
    else if (match.loaderData !== undefined) merged = { ...merged, ...given(match.loaderData) };
  }
  return merged;
}
