import {
  isSinglePageSite,
  marketingIndustryId,
  marketingPageId,
  marketingProductCode,
} from './marketing-page';
import type { PageRow } from './site-definition';

// The mechanism over a site's page rows; each site's ids are its definition's (and its tests').
const row = (name: string, path: string, extra: Partial<PageRow> = {}): PageRow => ({
  name,
  path,
  locales: ['en', 'ru'],
  marketing: { id: `shop.${name}` },
  spec: '§2.2:38 "a page"',
  ...extra,
});
const shop = {
  pages: [
    row('index', '/'),
    row('about', '/about/'),
    ...['oil', 'mining'].map((code, index) =>
      row('sector-code', `/sectors/${code}/`, {
        params: { code },
        marketing: { id: 'shop.sector', param: 'code', industry: index + 2 },
      }),
    ),
    ...['flow', 'mdc'].map((code) =>
      row('item-code', `/items/${code}/`, {
        // Fixed parameters the route does not have (`apiCode`, which its path holds as `:code`).
        params: { code, apiCode: code === 'flow' ? code : `${code}-api` },
        marketing: { id: 'shop.item', param: 'code', productCode: `${code}-api` },
      }),
    ),
    row('cases-code', '/cases/{code?}/', { marketing: { id: 'shop.cases', param: 'code' } }),
  ],
};
const landing = { pages: [row('index', '/', { marketing: { id: 'landing.home', industry: 2 } })] };

describe('marketingPageId', () => {
  it('is the page’s id, with the value of its parameter when the page has one', () => {
    expect(marketingPageId(shop, 'index')).toBe('shop.index');
    expect(marketingPageId(shop, 'about', { code: 'x' })).toBe('shop.about');
    expect(marketingPageId(shop, 'cases-code', {})).toBe('shop.cases');
    expect(marketingPageId(shop, 'cases-code', { code: 'severstal' })).toBe('shop.cases:severstal');
    expect(marketingPageId(shop, 'sector-code', { code: 'oil' })).toBe('shop.sector:oil');
  });

  it('leaves out a parameter that is no route parameter', () => {
    expect(marketingPageId(shop, 'cases-code', { code: 'Expo 2025<' })).toBe('shop.cases');
  });

  it('is none for a page the site does not have, or a site not registered', () => {
    expect(marketingPageId(shop, 'no-such-page')).toBeUndefined();
    expect(marketingPageId(shop, 'toString')).toBeUndefined();
    expect(marketingPageId(undefined, 'index')).toBeUndefined();
  });

  it('on a one-page site, every route is its page (asia’s `/ru/` and `/kz/` routes)', () => {
    expect(marketingPageId(landing, 'index')).toBe('landing.home');
    expect(marketingPageId(landing, 'asia')).toBe('landing.home');
    expect(marketingPageId(landing, 'toString')).toBe('landing.home');
  });
});

describe('isSinglePageSite', () => {
  it('is a site with one page name, however many rows', () => {
    expect(isSinglePageSite(landing)).toBe(true);
    expect(isSinglePageSite(shop)).toBe(false);
    expect(
      isSinglePageSite({ pages: shop.pages.filter((page) => page.name === 'item-code') }),
    ).toBe(true);
    expect(isSinglePageSite(undefined)).toBe(false);
  });
});

describe('marketingIndustryId', () => {
  it('is the industry of the row the parameters name; none on other pages', () => {
    expect(marketingIndustryId(shop, 'sector-code', { code: 'oil' })).toBe(2);
    expect(marketingIndustryId(shop, 'sector-code', { code: 'mining' })).toBe(3);
    expect(marketingIndustryId(shop, 'sector-code', { code: 'unknown' })).toBeUndefined();
    expect(marketingIndustryId(shop, 'sector-code', { code: 'constructor' })).toBeUndefined();
    expect(marketingIndustryId(shop, 'sector-code')).toBeUndefined();
    expect(marketingIndustryId(shop, 'about')).toBeUndefined();
    expect(marketingIndustryId(landing, 'index')).toBe(2);
    expect(marketingIndustryId(landing, 'landing')).toBe(2);
  });
});

describe('marketingProductCode', () => {
  it('is the API code of the product page the parameters name; none elsewhere', () => {
    expect(marketingProductCode(shop, 'item-code', { code: 'flow' })).toBe('flow-api');
    expect(marketingProductCode(shop, 'item-code', { code: 'mdc' })).toBe('mdc-api');
    expect(marketingProductCode(shop, 'item-code')).toBeUndefined();
    expect(marketingProductCode(shop, 'sector-code', { code: 'oil' })).toBeUndefined();
  });
});
