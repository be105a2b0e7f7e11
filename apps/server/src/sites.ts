import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import type { RouterContext, ServerBuild } from 'react-router';
import type { SiteName } from '@corp/shared/contracts';

/** How the site's server-side loaders reach the API (the shape of layout's `ApiAccess`). */
export interface ApiAccess {
  baseUrl: string;
  fetch: typeof fetch;
  cacheMs?: number;
  /** The content version, part of the data cache's keys (see layout's `ApiAccess`). */
  cacheVersion?: number;
}

/** One mounted site: its request handler and the files of its client build. */
export interface Site {
  handle(request: Request, api?: ApiAccess): Promise<Response>;
  clientDir: string;
  /** URL paths (`/assets/x.js`, `/favicon.ico`) of the files in `clientDir`. */
  files: ReadonlySet<string>;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const urlPath = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), urlPath);
    // React Router writes a package.json into the client build; it is not a public file.
    return urlPath === '/package.json' ? [] : [urlPath];
  });
}

export function staticFilesOf(clientDir: string): ReadonlySet<string> {
  return new Set(existsSync(clientDir) ? listFiles(clientDir) : []);
}

/** Loads a site's React Router production build from `<sitesDir>/<site>/`. */
export async function loadSite(sitesDir: string, site: SiteName): Promise<Site> {
  const serverEntry = path.join(sitesDir, site, 'server', 'index.js');
  const clientDir = path.join(sitesDir, site, 'client');
  if (!existsSync(serverEntry)) {
    throw new Error(
      `The ${site} site is not built: ${serverEntry} is missing. Run "npx nx run ${site}:build".`,
    );
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  // The site's own context key (its server entry re-exports it; see layout's apiAccessContext).
  const apiKey = (build.entry.module as { apiAccessContext?: RouterContext<ApiAccess | null> })
    .apiAccessContext;
  return {
    handle: (request, api) => {
      const context = new RouterContextProvider();
      if (apiKey && api) context.set(apiKey, api);
      return handler(request, context);
    },
    clientDir,
    files: staticFilesOf(clientDir),
  };
}
