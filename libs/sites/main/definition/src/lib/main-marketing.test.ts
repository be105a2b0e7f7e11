import { industryCodes, productCodes } from '@corp/shared/contracts';
import { marketingIndustryId, marketingPageId, marketingProductCode } from '@corp/shared/routing';
import type { MarketingPage } from '@corp/shared/routing';
import { mainDefinition } from './main-definition';
import { mainMarketingPages } from './main-marketing';
import type { MainPageName } from './main-marketing';

// Spec §7 "page ids are mapped per route": the main site's ids, industries and product codes.
const id = (name: string, params?: Record<string, string>) =>
  marketingPageId(mainDefinition, name, params);
const industry = (name: string, params?: Record<string, string>) =>
  marketingIndustryId(mainDefinition, name, params);

describe('the main site’s marketing page ids', () => {
  it('every page of the site is in the table, and the table has no page that is not', () => {
    const names = new Set(mainDefinition.pages.map((row) => row.name));
    expect(Object.keys(mainMarketingPages).sort()).toEqual([...names].sort());
  });

  it('the rows of one page share its id and parameter', () => {
    for (const row of mainDefinition.pages) {
      const page: MarketingPage = mainMarketingPages[row.name as MainPageName];
      const { id: pageId, param } = page;
      expect({ name: row.name, id: row.marketing.id, param: row.marketing.param }).toEqual({
        name: row.name,
        id: pageId,
        param,
      });
    }
  });

  it.each(productCodes)('the product page %s carries its code', (code) => {
    expect(id('product-code', { code })).toBe(`main.product:${code}`);
  });

  it.each(industryCodes)('the industry page %s carries its code and an industry', (code) => {
    expect(id('industries-code', { code })).toBe(`main.industry:${code}`);
    expect(industry('industries-code', { code })).toEqual(expect.any(Number));
  });

  it('pages with and without their parameter; parameters that are no route parameter', () => {
    expect(id('index')).toBe('main.home');
    expect(id('about-hr', { code: 'x' })).toBe('main.about.hr');
    expect(id('cases-code', {})).toBe('main.cases');
    expect(id('cases-code', { code: 'severstal' })).toBe('main.cases:severstal');
    expect(id('contacts-city', { city: 'perm' })).toBe('main.contacts:perm');
    expect(id('events-code', { code: 'Expo 2025<' })).toBe('main.event');
    expect(id('no-such-page')).toBeUndefined();
    expect(id('toString')).toBeUndefined();
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
  ])('%s → %i', (code, expected) => {
    expect(industry('industries-code', { code })).toBe(expected);
  });

  it('the digital industrial platform is oil and gas; other pages have no industry', () => {
    expect(industry('idp')).toBe(2);
    expect(industry('industries-code', { code: 'digitalindustrialplatform' })).toBe(2);
    expect(industry('about')).toBeUndefined();
    expect(industry('industries-code', { code: 'unknown' })).toBeUndefined();
    expect(industry('industries-code', { code: 'constructor' })).toBeUndefined();
  });
});

describe('marketing product codes', () => {
  it('the API code of a product page; none elsewhere', () => {
    const code = (name: string, params?: Record<string, string>) =>
      marketingProductCode(mainDefinition, name, params);
    expect(code('product-code', { code: 'flow' })).toBe('flow');
    expect(code('product-code', { code: 'dispatcher' })).toBe('mdcplus');
    expect(code('product-code', { code: 'mdc' })).toBe('mdcplus');
    expect(code('product')).toBeUndefined();
    expect(code('industries-code', { code: 'mining' })).toBeUndefined();
  });
});
