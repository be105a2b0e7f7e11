import type { ContentKind } from './common.schema';
import { bannersItemSchema } from './banners.schema';
import { divisionsItemSchema } from './divisions.schema';
import { employeesItemSchema } from './employees.schema';
import { industriesItemSchema } from './industries.schema';
import { industryPagesItemSchema } from './industry-pages.schema';
import { officesItemSchema } from './offices.schema';
import { partnersItemSchema } from './partners.schema';
import { privacyPoliciesItemSchema } from './privacy-policies.schema';
import { productsItemSchema } from './products.schema';
import { regulationsItemSchema } from './regulations.schema';
import { seoItemSchema } from './seo.schema';

/**
 * The catalog and the company: products, industries, divisions, offices, banners, SEO, policies,
 * regulations, partners and employees. Each kind lives in `content/<kebab-case kind>/<locale>.json`
 * (`industryPages` → `content/industry-pages/`). Not kinds: `content/geolocation/ranges.json`
 * (`geolocationRangeSchema`) and the translation files under `content/locale/`.
 */
export const catalogContentKinds = {
  products: { schema: productsItemSchema, key: 'code' },
  industries: { schema: industriesItemSchema, key: 'id' },
  industryPages: { schema: industryPagesItemSchema, key: 'code' },
  divisions: { schema: divisionsItemSchema, key: 'id' },
  offices: { schema: officesItemSchema, key: 'code' },
  banners: { schema: bannersItemSchema, key: 'code' },
  seo: { schema: seoItemSchema, key: 'code' },
  privacyPolicies: { schema: privacyPoliciesItemSchema, key: 'id' },
  regulations: { schema: regulationsItemSchema, key: 'id' },
  partners: { schema: partnersItemSchema, key: 'id' },
  employees: { schema: employeesItemSchema, key: 'id' },
} as const satisfies Record<string, ContentKind>;
