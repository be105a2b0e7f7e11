import {
  contactCities,
  industryCodes,
  productCodeAliases,
  productCodes,
} from '@corp/shared/contracts';
import type { SiteName } from '@corp/shared/contracts';
import { resolveRoute, routeTable } from '@corp/shared/routing';

type ItemData = Record<string, unknown> | null | undefined;

/** Kinds shown on a page of their own list, not one of their own (main site paths). */
const listPages: Readonly<Record<string, string>> = {
  webinars: '/news/webinars/',
  news: '/',
  industries: '/',
  divisions: '/about/',
  employees: '/about/',
  partners: '/partnership/',
  regulations: '/about/sustainability/',
  photogalleries: '/presskit/',
  photogallerySections: '/presskit/',
  photogalleryFilters: '/presskit/',
  media: '/news/media/',
  mediaFilters: '/news/media/',
  courseProgram: '/academy/',
  courseSpeakers: '/academy/',
  offices: '/contacts/',
  products: '/product/',
  industryPages: '/',
};

const has = (list: readonly string[], value: string) => list.includes(value);

/** The page of a main-site item: its detail page when it has one (routing's page rows). */
function mainSitePath(kind: string, key: string, item: ItemData): string | undefined {
  switch (kind) {
    case 'events':
      return `/events/${key}/`;
    case 'cases':
      return `/cases/${key}/`;
    case 'podcasts':
      return `/news/podcasts/${key}/`;
    case 'media':
      return item?.['special'] || item?.['type'] === 'special'
        ? `/news/media/special/${key}/`
        : `/news/media/${key}/`;
    case 'products': {
      if (has(productCodes, key)) return `/product/${key}/`;
      const alias = productCodes.find((code) => productCodeAliases[code] === key);
      return alias ? `/product/${alias}/` : listPages['products'];
    }
    case 'industryPages':
      return has(industryCodes, key) ? `/industries/${key}/` : listPages['industryPages'];
    case 'offices':
      return has(contactCities, key) ? `/contacts/${key}/` : listPages['offices'];
    case 'banners':
      return typeof item?.['page'] === 'string' ? item['page'] : undefined;
    default:
      return listPages[kind];
  }
}

/**
 * Where an item shows on its site, without locale prefix or host root: its own page, or the page
 * that lists it (banners: the page they head; SEO entries: their path). `undefined`: no page.
 * The other sites have one page each, at their root.
 */
export function itemPagePath(
  kind: string,
  key: string,
  site: string,
  item: ItemData,
): string | undefined {
  if (kind === 'seo') {
    const path = key.slice(key.indexOf(':') + 1);
    return path.startsWith('/') ? path : undefined;
  }
  if (kind === 'privacyPolicies') return undefined;
  if (site !== 'main') return '/';
  return mainSitePath(kind, key, item);
}

const MAX_REDIRECTS = 4;

/**
 * The public path of `path` on `site` in `locale` (`/events/x/`, `/ru/events/x/`, asia's
 * `/kz/`, machine's `/ru/2.0/`), as the URL resolver renders it: the locale's prefix and the
 * host's root, then any redirect the rules make (a locale the page lacks goes where a visitor
 * would be sent). `undefined` when the resolver renders no page there.
 */
export function localizedPath(
  site: SiteName,
  host: string,
  path: string,
  locale: string,
): string | undefined {
  const segments = [
    ...(locale === 'en' ? [] : [locale]),
    ...routeTable().rootSegments(site),
    ...path.split('/').filter(Boolean),
  ];
  let candidate = segments.length ? `/${segments.join('/')}/` : '/';
  for (let step = 0; step <= MAX_REDIRECTS; step++) {
    const decision = resolveRoute(
      { host, path: candidate, search: '', cookies: {} },
      { siteForHost: () => site },
    );
    if (decision.kind === 'render') return candidate;
    if (decision.kind !== 'redirect' || !decision.location.startsWith('/')) return undefined;
    candidate = decision.location.split('?')[0] as string;
  }
  return undefined;
}
