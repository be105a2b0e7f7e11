import { contactCities, industryCodes, productCodes } from '@corp/shared/contracts';
import { createRouteTable } from '@corp/shared/routing';
import { idpDefinition } from '@corp/sites/idp/definition';
import { mainDefinition } from './main-definition';

// The main site's own rows, with the idp site's its /idp/ row redirects to.
const table = createRouteTable([mainDefinition, idpDefinition]);
const route = (path: string, cookies: Record<string, string> = {}) =>
  table.resolveRoute(
    { host: 'localhost:3000', path, search: '', cookies },
    { siteForHost: table.compileHostRules(table.defaultHostPatterns) },
  );

describe('the main site’s page table (§2.2)', () => {
  it('lists every page, city, industry and product of the spec', () => {
    const main = mainDefinition.pages;
    expect(contactCities).toHaveLength(11);
    expect(industryCodes).toHaveLength(10);
    expect(productCodes).toHaveLength(28);
    expect(main.filter((page) => page.name === 'contacts-city')).toHaveLength(11);
    expect(main.filter((page) => page.name === 'industries-code')).toHaveLength(10);
    expect(main.filter((page) => page.name === 'product-code')).toHaveLength(28);
    expect(main.filter((page) => page.path.includes('{')).map((page) => page.path)).toEqual([
      '/news/media/special/{code}/',
      '/news/media/{code}/',
      '/news/podcasts/{id}/',
      '/cases/{code?}/',
      '/events/{code}/',
    ]);
  });
});

describe('the main site’s locale cookie rule (§2.1, §2.5)', () => {
  it('exempts exactly /product/dispatcher/, /news/media/ and the idp page on main', () => {
    const main = mainDefinition.localeCookieRules[0];
    expect(main?.exempt).toEqual(['/product/dispatcher/', '/news/media/', '/idp/']);
    for (const path of main?.exempt ?? []) {
      expect(route(path, { locale: 'ru' })).toMatchObject({ kind: 'render', locale: 'en' });
    }
  });
});
