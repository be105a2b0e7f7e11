import type { Locale } from '@corp/shared/i18n';
import { productCodeAliases } from '@corp/shared/contracts';
import type { LayoutData, LayoutProduct } from './layout-data';
import type { LayoutTranslate } from './layout-texts';
import type { HreflangAlternate } from '@corp/shared/i18n';
import { hubSite } from '@corp/shared/routing';
import { homeHref, localeAlternates, pageHref } from '@corp/shared/document/islands';

export type NavSectionId = 'products' | 'industries' | 'media' | 'events' | 'about';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavGroup {
  id: string;
  /** A heading over the group's links (a division's name); none for the first group. */
  title?: string;
  links: NavLink[];
}

export interface NavSection {
  id: NavSectionId;
  label: string;
  groups: NavGroup[];
}

/** The industry pages of §2.2 in menu order (names from the industries call where it has them). */
export const menuIndustries = [
  'mining',
  'metalworking',
  'upstream',
  'downstream',
  'process-industries',
  'chemistry',
  'energy',
  'robotics',
  'digitalindustrialplatform',
  'industrial-artificial-intelligence-lab',
] as const;

/** The product pages that exist in German (§2.1), listed for de, which fetches no products. */
const germanProducts = ['industrial-iot-platform', 'mdcplus'] as const;

type PageName =
  | 'cases'
  | 'news'
  | 'special'
  | 'podcasts'
  | 'presskit'
  | 'events'
  | 'webinars'
  | 'academy'
  | 'about'
  | 'hr'
  | 'sustainability'
  | 'feedback'
  | 'partnership'
  | 'contacts';

/** The site's pages by menu section (§2.2), each `[text key, path]`. */
const sectionPages: Record<'media' | 'events' | 'about', readonly (readonly [PageName, string])[]> =
  {
    media: [
      ['news', '/news/media/'],
      ['special', '/news/media/special/'],
      ['podcasts', '/news/podcasts/'],
      ['presskit', '/presskit/'],
    ],
    events: [
      ['events', '/events/'],
      ['webinars', '/news/webinars/'],
      ['academy', '/academy/'],
    ],
    about: [
      ['about', '/about/'],
      ['hr', '/about/hr/'],
      ['sustainability', '/about/sustainability/'],
      ['feedback', '/about/feedback/'],
      ['partnership', '/partnership/'],
      ['contacts', '/contacts/'],
    ],
  };

/** The bar of the media and webinars layouts: its pages, each `[text key, path]`. */
export const mediaBarPages = [
  ['news', '/news/media/'],
  ['special', '/news/media/special/'],
  ['podcasts', '/news/podcasts/'],
  ['webinars', '/news/webinars/'],
  ['presskit', '/presskit/'],
] as const;

function pageLinks(section: keyof typeof sectionPages, locale: Locale, t: LayoutTranslate) {
  return sectionPages[section].map(([key, path]) => ({
    label: t(`nav.pages.${key}`),
    href: pageHref(path, locale),
  }));
}

/** A product's page link. */
export function productLink(
  product: Pick<LayoutProduct, 'code' | 'name'>,
  locale: Locale,
): NavLink {
  return { label: product.name, href: pageHref(`/product/${product.code}/`, locale) };
}

/**
 * The products the menus list: one entry per product page (issue 42). Spec §2.2 shows the
 * product mdcplus at the dispatcher and mdc paths, and §2.4 sends /product/mdcplus/ to
 * /product/dispatcher/: the API's Dispatcher, MDC and MDC+ are one page, titled MDC+. A product
 * whose path only shows another product of the list is left out; that product's entry leads to
 * the page.
 */
export function menuProducts<P extends Pick<LayoutProduct, 'code'>>(products: readonly P[]): P[] {
  const codes = new Set(products.map((product) => product.code));
  return products.filter((product) => {
    const shown = productCodeAliases[product.code];
    return shown === undefined || !codes.has(shown);
  });
}

/** The product list of the menus: the API's, or for de (not fetched) the German product pages. */
export function productLinks(data: LayoutData, t: LayoutTranslate): NavLink[] {
  if (data.products.length)
    return menuProducts(data.products).map((product) => productLink(product, data.locale));
  if (data.locale !== 'de') return [];
  return germanProducts.map((code) => ({
    label: t(`nav.products.${code}`),
    href: pageHref(`/product/${code}/`, data.locale),
  }));
}

function productGroups(data: LayoutData, t: LayoutTranslate): NavGroup[] {
  const first: NavGroup = {
    id: 'hub',
    links: [
      { label: t('nav.allProducts'), href: pageHref('/product/', data.locale) },
      { label: t('nav.pages.cases'), href: pageHref('/cases/', data.locale) },
    ],
  };
  if (!data.products.length) {
    const links = productLinks(data, t);
    return links.length
      ? [first, { id: 'products', title: t('nav.otherProducts'), links }]
      : [first];
  }
  const products = menuProducts(data.products);
  const divisions = data.divisions.filter((division) =>
    products.some((product) => product.division === division.id),
  );
  const known = new Set(divisions.map((division) => division.id));
  const rest = products.filter((product) => !known.has(product.division));
  return [
    first,
    ...divisions.map((division) => ({
      id: `division-${division.id}`,
      title: division.name,
      links: products
        .filter((product) => product.division === division.id)
        .map((product) => productLink(product, data.locale)),
    })),
    ...(rest.length
      ? [
          {
            id: 'products',
            title: t('nav.otherProducts'),
            links: rest.map((product) => productLink(product, data.locale)),
          },
        ]
      : []),
  ];
}

/** The industry pages, named by the industries call where it names them. */
export function industryLinks(data: LayoutData, t: LayoutTranslate): NavLink[] {
  return menuIndustries.map((code) => {
    const path = `/industries/${code}/`;
    const served = data.industries.find((industry) => industry.path === path);
    return {
      label: served?.name ?? t(`nav.industries.${code}`),
      href: pageHref(path, data.locale),
    };
  });
}

/**
 * The header's menu (spec §2.8): products by division with their names from the API, the
 * industry pages, media, events and company pages, each link in the visitor's locale.
 */
export function buildSiteNav(data: LayoutData, t: LayoutTranslate): NavSection[] {
  return [
    { id: 'products', label: t('nav.sections.products'), groups: productGroups(data, t) },
    {
      id: 'industries',
      label: t('nav.sections.industries'),
      groups: [{ id: 'industries', links: industryLinks(data, t) }],
    },
    {
      id: 'media',
      label: t('nav.sections.media'),
      groups: [{ id: 'media', links: pageLinks('media', data.locale, t) }],
    },
    {
      id: 'events',
      label: t('nav.sections.events'),
      groups: [{ id: 'events', links: pageLinks('events', data.locale, t) }],
    },
    {
      id: 'about',
      label: t('nav.sections.about'),
      groups: [{ id: 'about', links: pageLinks('about', data.locale, t) }],
    },
  ];
}

export interface FooterColumn {
  id: 'products' | 'industries' | 'media' | 'company';
  title: string;
  links: NavLink[];
}

/** The footer's link columns: the 30 products, the industries, media and events, the company. */
export function buildFooterColumns(data: LayoutData, t: LayoutTranslate): FooterColumn[] {
  return [
    {
      id: 'products',
      title: t('footer.products'),
      links: [
        { label: t('nav.allProducts'), href: pageHref('/product/', data.locale) },
        ...productLinks(data, t),
      ],
    },
    { id: 'industries', title: t('footer.industries'), links: industryLinks(data, t) },
    {
      id: 'media',
      title: t('footer.media'),
      links: [...pageLinks('media', data.locale, t), ...pageLinks('events', data.locale, t)],
    },
    { id: 'company', title: t('footer.company'), links: pageLinks('about', data.locale, t) },
  ];
}

/** The header's links: its menu, the contacts page and the home page, in `data`'s locale. */
export interface HeaderLinks {
  nav: NavSection[];
  contacts: string;
  home: string;
}

/**
 * The header's links for `data`, built where the URL resolver is (the server): an island header
 * gets them as props, so the browser resolves no URL (ADR 0032).
 */
export function headerLinks(data: LayoutData, t: LayoutTranslate): HeaderLinks {
  return {
    nav: buildSiteNav(data, t),
    contacts: pageHref('/contacts/', data.locale),
    home: homeHref(data.locale),
  };
}

/**
 * The page's versions in other languages: its loader's hreflang alternates, else the URL
 * resolver's (which only the server has on an island page, ADR 0032).
 */
export function pageLanguageAlternates(
  pathname: string,
  pageAlternates?: readonly HreflangAlternate[],
): readonly HreflangAlternate[] {
  return pageAlternates?.length
    ? pageAlternates
    : localeAlternates(hubSite(), new URL(pathname, 'http://localhost'));
}
