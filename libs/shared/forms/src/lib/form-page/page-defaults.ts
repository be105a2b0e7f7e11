import type { FormIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { FormPage } from './form-page';

/**
 * Spec §4 "Default industry", as the industry select's value (the id, `''` while the list is
 * empty):
 * - the industry the page's rules name (`FormRules.industry`: by name in the page's locale, by
 *   position or by path — an industry page's, declared by the site that has it);
 * - else, on a page about one product, event or case, the item of its industry (issue 42: on a
 *   mining product's or an oil-and-gas event's page the first item, metalworking, was a wrong
 *   lead);
 * - otherwise (and when the list has no item the rule names) → the first item.
 */
export function defaultIndustryId(page: FormPage, industries: readonly FormIndustry[]): string {
  const first = industries[0];
  if (!first) return '';
  const pick = (item: FormIndustry | undefined) => String((item ?? first).id);
  const rule = page.rules?.industry ?? {};
  const name = rule.name?.[page.locale];
  if (name !== undefined) return pick(industries.find((item) => item.name === name));
  if (rule.position !== undefined) return pick(industries[rule.position]);
  if (rule.path !== undefined) return pick(industries.find((item) => item.path === rule.path));
  return pick(industries.find((item) => item.id === page.subjectIndustry));
}

/** Spec §5: FI for en, otherwise RU (unless the page's rules say otherwise). */
const phoneCountryByLocale: Partial<Record<Locale, string>> = { en: 'FI' };

/**
 * Spec §5 "Default phone country: the stored country code, else the page's rule for its locale
 * (a regional site's), else FI for en, otherwise RU." ISO2, upper case.
 */
export function defaultPhoneCountry(page: FormPage, storedCountryCode?: string): string {
  if (storedCountryCode && /^[A-Za-z]{2}$/.test(storedCountryCode)) {
    return storedCountryCode.toUpperCase();
  }
  return (
    page.rules?.phoneCountry?.[page.locale] ??
    phoneCountryByLocale[page.locale] ??
    'RU'
  ).toUpperCase();
}
