// Only type imports from other libs: apps import this file by relative path from their
// `routes.ts`, which React Router loads without the workspace's path aliases.
import type { Locale } from '@corp/shared/i18n';
import { forcedLocalesOf } from './locale-rules';
import type { PageRow, SiteDefinition } from './site-definition';

/** One React Router route of a site app: a page of its definition in one locale. */
export interface AppRoute {
  /** `<page name>___<locale>`, the route name of §2.1 ("Route names carry a locale suffix"). */
  id: string;
  /** React Router path: locale prefix (none for en), `:param` and `:param?` segments. */
  path: string;
  /** The route module, as given for the page. */
  file: string;
}

/** `/news/media/{code}/` in ru → `ru/news/media/:code`. */
export function appRoutePath(pattern: string, locale: Locale): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{([a-z]+)(\??)\}$/i, ':$1$2'));
  return [...(locale === 'en' ? [] : [locale]), ...segments].join('/');
}

/**
 * The route config of a site app, generated from its definition's pages: every page that has a
 * module in `modules` (page name → file), in every locale the resolver can render it in (the
 * definition's forced locales applied). The ids are the resolver's route names, so a page knows
 * its locale from its own route id.
 */
export function appRoutesFor(
  definition: Pick<SiteDefinition, 'pages' | 'forcedLocales'>,
  modules: Readonly<Record<string, string>>,
): AppRoute[] {
  const routes = new Map<string, AppRoute>();
  for (const row of definition.pages) {
    if (!Object.hasOwn(modules, row.name)) continue;
    for (const locale of forcedLocalesOf(definition.forcedLocales, row.path, row.locales)) {
      const id = `${row.name}___${locale}`;
      if (!routes.has(id))
        routes.set(id, {
          id,
          path: appRoutePath(routePattern(row), locale),
          file: modules[row.name] as string,
        });
    }
  }
  return [...routes.values()];
}

/**
 * The pattern of a page's route. Rows that fix a parameter (each product page, each city page)
 * share one route: the segment holding the parameter's value becomes `{name}`.
 */
function routePattern(row: PageRow): string {
  const fixed = Object.entries(row.params ?? {});
  return row.path
    .split('/')
    .map((segment) => fixed.find(([, value]) => value === segment)?.[0] ?? null)
    .map((name, index) => (name ? `{${name}}` : (row.path.split('/')[index] as string)))
    .join('/');
}
