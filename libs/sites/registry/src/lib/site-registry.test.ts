import { siteNames } from '@corp/shared/contracts';
import {
  appRoutesFor,
  hubSite,
  isSinglePageSite,
  marketingPageId,
  parseRouteId,
} from '@corp/shared/routing';
import { registerAllSites, siteDefinitions } from './site-registry';

describe('registerAllSites', () => {
  it('registers one definition per registered site name, in its order', () => {
    expect(registerAllSites().siteNames).toEqual([...siteNames]);
  });

  it('makes the main site the hub the other hosts link to', () => {
    registerAllSites();
    expect(hubSite()).toBe('main');
  });
});

describe('the sites’ marketing page ids (spec §7 "page ids are mapped per route")', () => {
  it.each(siteDefinitions.map((definition) => [definition.site, definition] as const))(
    'every route of the %s site has an id',
    (site, definition) => {
      const names = definition.pages.map((row) => row.name);
      const routes = appRoutesFor(
        definition,
        Object.fromEntries(names.map((name) => [name, `routes/${name}.tsx`])),
      );
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        const page = parseRouteId(route.id)?.page;
        expect([route.id, page && marketingPageId(definition, page)]).toEqual([
          route.id,
          expect.stringMatching(new RegExp(`^${site}\\.`)),
        ]);
      }
    },
  );

  it('two pages never share an id, with or without their parameter', () => {
    const ids = siteDefinitions.flatMap((definition) =>
      [...new Map(definition.pages.map((row) => [row.name, row.marketing])).entries()].map(
        ([name, { param }]) => marketingPageId(definition, name, param ? { [param]: 'x' } : {}),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the sites other than main are one page', () => {
    expect(siteDefinitions.filter(isSinglePageSite).map((definition) => definition.site)).toEqual([
      'asia',
      'idp',
      'techpod',
      'machine',
      'mount',
    ]);
  });
});
