import { layoutFixture } from './layout-data.fixture';
import type { LayoutTranslate } from './layout-texts';
import en from './locales/en.json';
import { homeHref, pageHref } from '@corp/shared/document';
import {
  buildFooterColumns,
  buildSiteNav,
  headerLinks,
  menuIndustries,
  menuProducts,
} from './site-nav';
import { industryCodes } from '@corp/shared/contracts';

// The English texts, as the components get them.
const t = ((key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      en,
    )) as LayoutTranslate;

describe('page links', () => {
  it('prefix the locale where the page exists in it', () => {
    expect(pageHref('/about/', 'ru')).toBe('/ru/about/');
    expect(pageHref('/about/', 'de')).toBe('/de/about/');
    expect(pageHref('/product/flow/', 'en')).toBe('/product/flow/');
    expect(homeHref('ru')).toBe('/ru/');
  });

  it('fall back to a locale that has the page (de → en, kz → ru)', () => {
    expect(pageHref('/product/flow/', 'de')).toBe('/product/flow/');
    expect(pageHref('/about/', 'kz')).toBe('/ru/about/');
    expect(homeHref('kz')).toBe('/ru/');
  });

  it('follow the redirects of §2.4 and the forced locales of §2.5', () => {
    expect(pageHref('/product/mdcplus/', 'en')).toBe('/product/dispatcher/');
    expect(pageHref('/partnership/', 'ru')).toBe('/partnership/');
    expect(pageHref('/product/artificial-lift/', 'ru')).toBe('/product/artificial-lift/');
    expect(pageHref('/product/marketplacepartners/', 'en')).toBe(
      '/ru/product/marketplacepartners/',
    );
  });
});

describe('site menu', () => {
  it('lists every industry page of the routing table once', () => {
    expect([...menuIndustries].sort()).toEqual([...industryCodes].sort());
  });

  it('groups the products by division, in the API’s order', () => {
    const [products] = buildSiteNav(layoutFixture('en'), t);
    expect(products?.groups.map((group) => group.title ?? '')).toEqual([
      '',
      'Mining',
      'Metals & Machining',
      'Oil & Gas',
      'Industrial IoT & AI',
      'Robotics',
    ]);
    // 28 products, of which Dispatcher and MDC have no page of their own (MDC+'s).
    expect(products?.groups.flatMap((group) => group.links)).toHaveLength(2 + 26);
  });

  it.each(['en', 'ru'] as const)(
    'gives each product entry a page of its own, MDC+ once (%s, issue 42)',
    (locale) => {
      const data = layoutFixture(locale);
      const [products] = buildSiteNav(data, t);
      const links = products?.groups.slice(1).flatMap((group) => group.links) ?? [];
      const hrefs = links.map((link) => link.href);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      expect(links.filter((link) => link.href === '/product/dispatcher/')).toEqual([
        { label: 'MDC+', href: '/product/dispatcher/' },
      ]);
      const footer = buildFooterColumns(data, t)[0]?.links.map((link) => link.href) ?? [];
      expect(new Set(footer).size).toBe(footer.length);
      expect(footer).toContain('/product/dispatcher/');
    },
  );

  it('keeps an alias the list has without the product it shows', () => {
    expect(menuProducts([{ code: 'dispatcher' }, { code: 'flow' }])).toEqual([
      { code: 'dispatcher' },
      { code: 'flow' },
    ]);
    expect(menuProducts([{ code: 'mdc' }, { code: 'dispatcher' }, { code: 'mdcplus' }])).toEqual([
      { code: 'mdcplus' },
    ]);
  });

  it('names industries from the API where it names them', () => {
    const industries = buildSiteNav(layoutFixture('en'), t)[1];
    const labels = industries?.groups[0]?.links.map((link) => link.label);
    expect(labels).toContain('Oil and gas');
    expect(labels).toContain('Refining and petrochemicals');
    expect(labels).toContain('Mechanical engineering and metalworking');
  });

  it('keeps product groups apart from the API’s divisions when those are missing', () => {
    const data = { ...layoutFixture('en'), divisions: [] };
    const [products] = buildSiteNav(data, t);
    expect(products?.groups.map((group) => group.title ?? '')).toEqual(['', 'Products']);
  });

  it('gives the footer its four columns', () => {
    expect(buildFooterColumns(layoutFixture('en'), t).map((column) => column.id)).toEqual([
      'products',
      'industries',
      'media',
      'company',
    ]);
    const [products] = buildFooterColumns({ ...layoutFixture('ru'), products: [] }, t);
    expect(products?.links).toHaveLength(1);
  });
});

describe("the header's links, built on the server for an island header", () => {
  it('are every menu link, the contacts and the home page, resolved in the locale', () => {
    const data = layoutFixture('ru');
    const links = headerLinks(data, t);
    expect(links.home).toBe('/ru/');
    expect(links.contacts).toBe('/ru/contacts/');
    const hrefs = links.nav.flatMap((section) =>
      section.groups.flatMap((group) => group.links.map((link) => link.href)),
    );
    expect(hrefs).toEqual(
      buildSiteNav(data, t).flatMap((section) =>
        section.groups.flatMap((group) => group.links.map((link) => link.href)),
      ),
    );
    expect(hrefs).toContain('/ru/product/');
    expect(hrefs).toContain('/ru/news/webinars/');
  });
});
