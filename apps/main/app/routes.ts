import { fileURLToPath } from 'node:url';
import { layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
// React Router loads this file without the workspace's path aliases, hence the relative paths
// into the routing lib and the main site's definition (files with no value imports from other
// libs but by relative path).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { appRoutesFor } from '../../../libs/shared/routing/src/lib/app-routes';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { mainDefinition } from '../../../libs/sites/main/definition/src/lib/main-definition';
import { routeFile } from './route-file';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Spec §2.7: the layout of each page of the main site (page names of its definition's `pages`,
 * libs/sites/main/definition). The main site's `/asia/` has no page: §2.4 always redirects it to
 * `/ru/` (`main-redirects.ts`).
 */
const layouts: Record<string, readonly string[]> = {
  'layouts/main-header.tsx': ['index', 'product', 'about', 'events', 'cases-code'],
  'layouts/left-menu.tsx': ['product-code', 'industries-code', 'academy', 'about-sustainability'],
  'layouts/marketplace.tsx': ['partnership'],
  'layouts/media.tsx': [
    'news-media',
    'news-media-code',
    'news-media-special',
    'news-media-special-code',
    'news-podcasts',
    'news-podcasts-id',
    'presskit',
  ],
  'layouts/webinars.tsx': ['news-webinars'],
  'layouts/russian-dip.tsx': ['idp'],
  'layouts/default.tsx': [
    'contacts',
    'contacts-city',
    'about-feedback',
    'about-hr',
    'events-code',
    'machine',
    'mount',
    'techpod',
  ],
};

/** Every page's route module: `routes/<page name>.tsx`; a missing one fails the build. */
const moduleOf = (page: string) => routeFile(appDir, `routes/${page}.tsx`);

/**
 * Every page of the main site in each locale the URL resolver renders it in (its definition's
 * `pages`), inside its layout; route ids are the spec's route names (`about___ru`, §2.1).
 * `routes.test.ts` checks that every page the resolver renders on the main site has its route.
 */
const pages = Object.entries(layouts).flatMap(([layoutFile, pages]) => {
  const modules = Object.fromEntries(pages.map((page) => [page, moduleOf(page)]));
  const routes = appRoutesFor(mainDefinition, modules).map(({ id, path, file }) =>
    route(path, file, { id }),
  );
  // Spec §2.6: any other path is the not-found page inside the default layout.
  if (layoutFile === 'layouts/default.tsx')
    routes.push(route('*', 'routes/not-found.ts', { id: 'not-found' }));
  return [layout(routeFile(appDir, layoutFile), routes)];
});

/**
 * Calendar files (RFC 5545) of events and webinars, in each locale of their page:
 * `/events/{code}/calendar.ics`, `/news/webinars/{code}/calendar.ics`. The URL resolver hands
 * a path that names a file to the app as it is.
 */
const calendarFiles = [
  { page: 'events-code', file: 'routes/events-code-calendar.ts', tail: 'calendar.ics' },
  { page: 'news-webinars', file: 'routes/news-webinars-calendar.ts', tail: ':code/calendar.ics' },
] as const;
const calendars = calendarFiles.flatMap(({ page, file, tail }) =>
  appRoutesFor(mainDefinition, { [page]: file }).map(({ id, path }) =>
    route(`${path}/${tail}`, file, { id: id.replace('___', '-calendar___') }),
  ),
);

export default [
  ...pages,
  ...calendars,
  // Resource routes for crawlers (issue 6: SEO).
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots' }),
] satisfies RouteConfig;
