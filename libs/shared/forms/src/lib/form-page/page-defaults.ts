import type { FormIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { FormPage } from './form-page';
import { industryCodeOf, isAsiaPage, isDigitalPlatformPage } from './form-page';

/**
 * Spec §3 "Page-derived ids: 0 metalworking, 1 upstream, 2 process/downstream": the position in
 * the industry list an industry page selects.
 */
export const industryIndexByPageCode: Readonly<Record<string, number>> = {
  metalworking: 0,
  upstream: 1,
  'process-industries': 2,
  downstream: 2,
};

/** Spec §4: the ru digital industrial platform page selects this industry. */
export const DIGITAL_PLATFORM_INDUSTRY_RU = 'Нефть и газ';

/**
 * Spec §4 "Default industry", as the industry select's value (the id, `''` while the list is
 * empty):
 * - the ru digital industrial platform page → 'Нефть и газ';
 * - metalworking, upstream/oil and process/downstream pages → the 0th, 1st, 2nd item;
 * - another industry page → the item of its path;
 * - a page about one product, event or case → the item of its industry (issue 42: on a mining
 *   product's or an oil-and-gas event's page the first item, metalworking, was a wrong lead);
 * - otherwise (and for an industry page the list has no item for) → the first item.
 */
export function defaultIndustryId(page: FormPage, industries: readonly FormIndustry[]): string {
  const first = industries[0];
  if (!first) return '';
  const pick = (item: FormIndustry | undefined) => String((item ?? first).id);
  if (page.locale === 'ru' && isDigitalPlatformPage(page)) {
    return pick(industries.find((item) => item.name === DIGITAL_PLATFORM_INDUSTRY_RU));
  }
  const code = industryCodeOf(page);
  if (code === undefined) {
    return pick(industries.find((item) => item.id === page.subjectIndustry));
  }
  const index = industryIndexByPageCode[code];
  if (index !== undefined) return pick(industries[index]);
  return pick(industries.find((item) => item.path === `/industries/${code}/`));
}

/**
 * Spec §5 "Default phone country: the stored country code, else FI for en, KZ on the Asia ru
 * page, otherwise RU." ISO2, upper case.
 */
export function defaultPhoneCountry(page: FormPage, storedCountryCode?: string): string {
  if (storedCountryCode && /^[A-Za-z]{2}$/.test(storedCountryCode)) {
    return storedCountryCode.toUpperCase();
  }
  const byLocale: Partial<Record<Locale, string>> = { en: 'FI' };
  if (isAsiaPage(page) && page.locale === 'ru') return 'KZ';
  return byLocale[page.locale] ?? 'RU';
}
