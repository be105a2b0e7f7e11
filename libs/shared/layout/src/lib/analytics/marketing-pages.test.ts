import { industryCodes, productCodes, siteNames } from '@corp/shared/contracts';
import { appRoutesFor, parseRouteId, routeTable } from '@corp/shared/routing';
import {
  isSinglePageSite,
  marketingIndustryId,
  marketingPageId,
  marketingPages,
  marketingProductCode,
} from './marketing-pages';

/** Every page of a site with a module: the routes `apps/<site>/app/routes.ts` generates. */
const { pageRows } = routeTable();

function routesOf(site: (typeof siteNames)[number]) {
  const definition = routeTable().definitionOf(site);
  if (!definition) throw new Error(`no definition of ${site}`);
  const names = definition.pages.map((row) => row.name);
  return appRoutesFor(
    definition,
    Object.fromEntries(names.map((name) => [name, `routes/${name}.tsx`])),
  );
}

describe('marketing page ids', () => {
  it.each(siteNames)('every route of the %s site has an id', (site) => {
    const routes = routesOf(site);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const page = parseRouteId(route.id)?.page;
      expect([route.id, page && marketingPageId(site, page)]).toEqual([
        route.id,
        expect.stringMatching(new RegExp(`^${site}\\.`)),
      ]);
    }
  });

  it('every page row of every site is in the table, and the table has no page that is not', () => {
    for (const site of siteNames) {
      const names = new Set(pageRows.filter((row) => row.site === site).map((row) => row.name));
      expect(Object.keys(marketingPages[site]).sort()).toEqual([...names].sort());
    }
  });

  it('two pages never share an id, with or without their parameter', () => {
    const ids = siteNames.flatMap((site) =>
      Object.entries(marketingPages[site]).map(([name, row]) =>
        marketingPageId(site, name, row.param ? { [row.param]: 'x' } : {}),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(productCodes)('the product page %s carries its code', (code) => {
    expect(marketingPageId('main', 'product-code', { code })).toBe(`main.product:${code}`);
  });

  it.each(industryCodes)('the industry page %s carries its code and an industry', (code) => {
    expect(marketingPageId('main', 'industries-code', { code })).toBe(`main.industry:${code}`);
    expect(marketingIndustryId('main', 'industries-code', { code })).toEqual(expect.any(Number));
  });

  it('pages with and without their parameter; parameters that are no route parameter', () => {
    expect(marketingPageId('main', 'index')).toBe('main.home');
    expect(marketingPageId('main', 'about-hr', { code: 'x' })).toBe('main.about.hr');
    expect(marketingPageId('main', 'cases-code', {})).toBe('main.cases');
    expect(marketingPageId('main', 'cases-code', { code: 'severstal' })).toBe(
      'main.cases:severstal',
    );
    expect(marketingPageId('main', 'contacts-city', { city: 'perm' })).toBe('main.contacts:perm');
    expect(marketingPageId('main', 'events-code', { code: 'Expo 2025<' })).toBe('main.event');
    expect(marketingPageId('asia', 'index')).toBe('asia.home');
    expect(marketingPageId('main', 'no-such-page')).toBeUndefined();
    // A one-page site: every route of it (asia's `/ru/` and `/kz/` routes) is its page.
    expect(marketingPageId('asia', 'asia')).toBe('asia.home');
    expect(marketingPageId('asia', 'toString')).toBe('asia.home');
    expect(marketingPageId('main', 'toString')).toBeUndefined();
  });

  it('the sites other than main are one page', () => {
    expect(siteNames.filter(isSinglePageSite)).toEqual([
      'asia',
      'idp',
      'techpod',
      'machine',
      'mount',
    ]);
  });
});

describe('marketing industry ids (spec §3 fixed list, as the forms default the industry)', () => {
  it.each([
    ['metalworking', 1],
    ['upstream', 2],
    ['downstream', 3],
    ['process-industries', 3],
    ['mining', 4],
    ['energy', 5],
    ['robotics', 6],
  ])('%s → %i', (code, id) => {
    expect(marketingIndustryId('main', 'industries-code', { code })).toBe(id);
  });

  it('the digital industrial platform is oil and gas; other pages have no industry', () => {
    expect(marketingIndustryId('idp', 'index')).toBe(2);
    expect(marketingIndustryId('main', 'idp')).toBe(2);
    expect(
      marketingIndustryId('main', 'industries-code', { code: 'digitalindustrialplatform' }),
    ).toBe(2);
    expect(marketingIndustryId('main', 'about')).toBeUndefined();
    expect(marketingIndustryId('asia', 'index')).toBeUndefined();
    expect(marketingIndustryId('main', 'industries-code', { code: 'unknown' })).toBeUndefined();
    expect(marketingIndustryId('main', 'industries-code', { code: 'constructor' })).toBeUndefined();
  });
});

describe('marketing product codes', () => {
  it('the API code of a product page; none elsewhere', () => {
    expect(marketingProductCode('main', 'product-code', { code: 'flow' })).toBe('flow');
    expect(marketingProductCode('main', 'product-code', { code: 'dispatcher' })).toBe('mdcplus');
    expect(marketingProductCode('main', 'product-code', { code: 'mdc' })).toBe('mdcplus');
    expect(marketingProductCode('main', 'product')).toBeUndefined();
    expect(marketingProductCode('main', 'industries-code', { code: 'mining' })).toBeUndefined();
  });
});
