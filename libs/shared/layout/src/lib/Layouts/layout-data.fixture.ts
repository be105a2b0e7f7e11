/* Layout data from the seed content (`content/`), for stories and tests. */
/* eslint-disable @nx/enforce-module-boundaries -- the seed content is data, not a project (as in data-access-api's testing entry). */
import divisionsEn from '../../../../../../content/divisions/en.json';
import divisionsRu from '../../../../../../content/divisions/ru.json';
import industriesDe from '../../../../../../content/industries/de.json';
import industriesEn from '../../../../../../content/industries/en.json';
import industriesRu from '../../../../../../content/industries/ru.json';
import officesEn from '../../../../../../content/offices/en.json';
import officesRu from '../../../../../../content/offices/ru.json';
import policiesEn from '../../../../../../content/privacy-policies/en.json';
import policiesRu from '../../../../../../content/privacy-policies/ru.json';
import policiesDe from '../../../../../../content/privacy-policies/de.json';
import productsEn from '../../../../../../content/products/en.json';
import productsRu from '../../../../../../content/products/ru.json';
import type { Locale } from '@corp/shared/i18n';
import { headOfficeOf } from './head-office';
import type { LayoutData } from './layout-data';

type Fixture = 'en' | 'ru' | 'de';

const byLocale = {
  offices: { en: officesEn, ru: officesRu, de: officesEn },
  products: { en: productsEn, ru: productsRu, de: [] },
  divisions: { en: divisionsEn, ru: divisionsRu, de: divisionsEn },
  industries: { en: industriesEn, ru: industriesRu, de: industriesDe },
  policies: { en: policiesEn, ru: policiesRu, de: policiesDe },
} as const;

/** What `loadLayoutData` gives a page in `locale` when every call answers (de: no products). */
export function layoutFixture(locale: Fixture = 'en'): LayoutData {
  const headOffice = headOfficeOf(byLocale.offices[locale]);
  return {
    locale: locale as Locale,
    offices: byLocale.offices[locale].map(({ code, city, phone }) => ({ code, city, phone })),
    headOffice: headOffice && {
      phone: headOffice.phone,
      email: headOffice.email,
      address: headOffice.address,
    },
    products: byLocale.products[locale].map(({ code, name, division }) => ({
      code,
      name,
      division,
    })),
    divisions: byLocale.divisions[locale].map(({ id, name }) => ({ id, name })),
    industries: byLocale.industries[locale].map(({ id, name, path }) => ({ id, name, path })),
    privacyPolicies: byLocale.policies[locale].map(({ id, name, file, language }) => ({
      id,
      name,
      file,
      language,
    })),
    privacyPoliciesError: null,
  };
}

/** The seed products and offices as the API stores them (a fake API's answers). */
export const seedProducts = productsEn;
export const seedOffices = officesEn;
