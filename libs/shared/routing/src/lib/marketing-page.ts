import { isRouteParam } from './matching';
import type { MarketingPage, PageRow, SiteDefinition } from './site-definition';

type RouteParams = Readonly<Record<string, string | undefined>>;
/** A site's pages (`routeTable().definitionOf(site)`), or none for a site not registered. */
type SitePages = Pick<SiteDefinition, 'pages'> | undefined;

/** A site that is one page (every host but main): each of its routes is that page. */
export function isSinglePageSite(definition: SitePages): boolean {
  return new Set(definition?.pages.map((row) => row.name)).size === 1;
}

/** The rows of a page (its page name, the route id without the locale: `product-code`). */
function rowsOf(definition: SitePages, routeName: string): readonly PageRow[] {
  const pages = definition?.pages ?? [];
  const rows = pages.filter((row) => row.name === routeName);
  // A site that is one page: each of its routes (asia's `/ru/` and `/kz/`) is that page.
  return rows.length === 0 && isSinglePageSite(definition) ? pages : rows;
}

/**
 * The page's row for these route parameters: the one whose fixed parameters in its path (the
 * product code of `/product/flow/`, which the page's route has as `:code`) they are.
 */
function rowFor(definition: SitePages, routeName: string, params: RouteParams) {
  return rowsOf(definition, routeName).find((row) => {
    const fixed = Object.entries(row.params ?? {});
    // As `appRoutesFor` makes the route: a segment is the first fixed parameter with its value.
    return row.path
      .split('/')
      .map((segment) => fixed.find(([, value]) => value === segment))
      .every((param) => !param || params[param[0]] === param[1]);
  });
}

/** A parameter fit for an id (the resolver's own rule for route parameters), else none. */
function paramOf(params: RouteParams, name: string | undefined): string | undefined {
  const value = name ? params[name] : undefined;
  return value !== undefined && isRouteParam(value) ? value : undefined;
}

/**
 * The marketing page id of a site's page (see `MarketingPage`), or `undefined` for a page name
 * the site does not have.
 *
 *   marketingPageId(routeTable().definitionOf('main'), 'product-code', { code: 'flow' }) // 'main.product:flow'
 */
export function marketingPageId(
  definition: SitePages,
  routeName: string,
  params: RouteParams = {},
): string | undefined {
  const marketing: MarketingPage | undefined = rowsOf(definition, routeName)[0]?.marketing;
  if (!marketing) return undefined;
  const value = paramOf(params, marketing.param);
  return value ? `${marketing.id}:${value}` : marketing.id;
}

/** The page's marketing industry id (`MarketingPage.industry`), when the page has one. */
export function marketingIndustryId(
  definition: SitePages,
  routeName: string,
  params: RouteParams = {},
): number | undefined {
  return rowFor(definition, routeName, params)?.marketing.industry;
}

/** The API product code of a product page (`MarketingPage.productCode`), or `undefined`. */
export function marketingProductCode(
  definition: SitePages,
  routeName: string,
  params: RouteParams = {},
): string | undefined {
  return rowFor(definition, routeName, params)?.marketing.productCode;
}
