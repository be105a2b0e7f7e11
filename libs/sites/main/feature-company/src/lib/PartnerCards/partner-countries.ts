import type { ServedPartner } from '@corp/shared/contracts';
import { countryName } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';

/** The partners' countries by code (`DE`), named in the page's locale. */
export type PartnerCountryNames = Readonly<Record<string, string>>;

/**
 * The names of the partners' countries, for the partnership page's loader: computed on the
 * server, so the browser carries these few names in the loader data instead of both country
 * lists (en and ru, about 4.7 kB gzip) in the code every page of the main site loads (issue 17).
 * A code without a name (not ISO 3166-1) is left out; the card then shows the code itself.
 */
export function partnerCountryNames(
  partners: readonly Pick<ServedPartner, 'country'>[],
  locale: Locale,
): PartnerCountryNames {
  const names: Record<string, string> = {};
  for (const { country } of partners) {
    const name = countryName(country, locale);
    if (name !== undefined) names[country] = name;
  }
  return names;
}
