import { createRouteTable } from '@corp/shared/routing';
import { machineDefinition, mountDefinition } from './courses-definitions';

const table = createRouteTable([machineDefinition, mountDefinition]);
const route = (host: string, path: string) =>
  table.resolveRoute(
    { host, path, search: '?a=1', cookies: {} },
    { siteForHost: table.compileHostRules(table.defaultHostPatterns) },
  );

describe('the course sites’ rows (§2.3, §2.4)', () => {
  it('serve each landing at its host root, / sent there with the query', () => {
    expect(route('proizvodstvo.localhost', '/')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/2.0/?a=1',
    });
    expect(route('digitalproduction.localhost', '/ru/2.0/')).toMatchObject({
      kind: 'render',
      site: 'machine',
      appPath: '/',
    });
    expect(route('digitalmining.localhost', '/')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/praktikum/?a=1',
    });
  });
});
