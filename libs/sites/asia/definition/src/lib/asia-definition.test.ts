import { createRouteTable, marketingIndustryId, marketingPageId } from '@corp/shared/routing';
import { asiaDefinition } from './asia-definition';

const table = createRouteTable([asiaDefinition]);
const route = (path: string, cookies: Record<string, string> = {}) =>
  table.resolveRoute(
    { host: 'asia.localhost:3000', path, search: '', cookies },
    {
      siteForHost: table.compileHostRules(table.defaultHostPatterns),
    },
  );

describe('the asia site’s rows (§2.3–2.5)', () => {
  it('renders its page in ru and kz, sends / by the locale cookie and /kz/ after a ru cookie', () => {
    expect(route('/kz/')).toMatchObject({ kind: 'render', site: 'asia', routeName: 'index___kz' });
    expect(route('/', { locale: 'kz' })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/kz/',
    });
    expect(route('/kz/', { locale: 'ru' })).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/ru/',
    });
    expect(route('/asia/')).toEqual({ kind: 'redirect', status: 301, location: '/ru/' });
  });
});

describe('the asia site’s marketing page id (spec §7)', () => {
  it('is asia.home on every route of its one page, with no industry', () => {
    expect(marketingPageId(asiaDefinition, 'index')).toBe('asia.home');
    // The asia app names its routes after the page: `asia___ru`, `asia___kz`.
    expect(marketingPageId(asiaDefinition, 'asia')).toBe('asia.home');
    expect(marketingPageId(asiaDefinition, 'toString')).toBe('asia.home');
    expect(marketingIndustryId(asiaDefinition, 'index')).toBeUndefined();
  });
});
