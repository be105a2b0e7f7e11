import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { createRouteTable } from '@corp/shared/routing';
import { idpDefinition } from '@corp/sites/idp/definition';
import { mainDefinition } from '@corp/sites/main/definition';
import { routeFile } from './route-file';
import routes from './routes';

function routeIds(entries: readonly RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.id ? [entry.id] : []),
    ...routeIds(entry.children ?? []),
  ]);
}

describe('the main site’s routes', () => {
  it('route every page the resolver renders on the main site, in every locale', () => {
    const ids = new Set(routeIds(routes));
    // The main site's own rows, as the web server composes them.
    const table = createRouteTable([mainDefinition, idpDefinition]);
    const siteForHost = table.compileHostRules(table.defaultHostPatterns);
    const unrouted: string[] = [];
    for (const row of mainDefinition.pages)
      for (const locale of ['en', 'ru', 'de', 'kz'] as const) {
        const rest = row.path.replace(/\{[a-z]+\??\}/gi, 'sample-code');
        const decision = table.resolveRoute(
          {
            host: 'localhost',
            path: locale === 'en' ? rest : `/${locale}${rest}`,
            search: '?noRedirect=1',
            cookies: {},
          },
          { siteForHost },
        );
        if (decision.kind === 'render' && !ids.has(decision.routeName))
          unrouted.push(decision.routeName);
      }
    expect(unrouted).toEqual([]);
    expect(ids.has('asia___ru')).toBe(false);
  });

  it('fail the build on a route module that does not exist, naming it', () => {
    const appDir = `${mkdtempSync(path.join(tmpdir(), 'main-app-'))}/`;
    writeFileSync(`${appDir}about.tsx`, '');
    expect(routeFile(appDir, 'about.tsx')).toBe('about.tsx');
    expect(() => routeFile(appDir, 'routes/missing.tsx')).toThrow(
      /names routes\/missing\.tsx, which does not exist/,
    );
  });
});
