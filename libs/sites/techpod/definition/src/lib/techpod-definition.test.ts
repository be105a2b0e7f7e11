import { createRouteTable } from '@corp/shared/routing';
import { techpodDefinition } from './techpod-definition';

const table = createRouteTable([techpodDefinition]);
const route = (path: string) =>
  table.resolveRoute(
    { host: 'techpod.localhost', path, search: '?a=1', cookies: {} },
    { siteForHost: table.compileHostRules(table.defaultHostPatterns) },
  );

describe('the techpod site’s rows (§2.3–2.5)', () => {
  it('sends / to its Russian page and renders nothing in English', () => {
    expect(route('/')).toEqual({ kind: 'redirect', status: 301, location: '/ru/?a=1' });
    expect(route('/ru/')).toMatchObject({ kind: 'render', site: 'techpod', locale: 'ru' });
  });
});
