import { createRouteTable } from '@corp/shared/routing';
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
