// Only type imports from other libs: `app-routes.ts` (loaded by apps' `routes.ts`) imports this.
import type { PageRow } from './site-definition';

/** §2.6 "failed validation: 404": what a parameter segment may be. */
export const ROUTE_PARAM_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;
export const ROUTE_PARAM_MAX_LENGTH = 200;

export function isRouteParam(value: string): boolean {
  return value.length <= ROUTE_PARAM_MAX_LENGTH && ROUTE_PARAM_PATTERN.test(value);
}

export interface PageMatch<P extends PageRow = PageRow> {
  page: P;
  params: Record<string, string>;
}

type Token = { literal: string } | { param: string; optional: boolean };

function tokenize(path: string): Token[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{([a-zA-Z]+)(\?)?\}$/.exec(part);
      return param?.[1] ? { param: param[1], optional: Boolean(param[2]) } : { literal: part };
    });
}

function matchTokens(
  tokens: readonly Token[],
  segments: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (const [i, token] of tokens.entries()) {
    const segment = segments[i];
    if ('literal' in token) {
      if (segment !== token.literal) return null;
    } else if (segment === undefined) {
      if (!token.optional) return null;
    } else {
      if (!isRouteParam(segment)) return null;
      params[token.param] = segment;
    }
  }
  return segments.length <= tokens.length ? params : null;
}

/**
 * The page matcher of one site's rows: exact paths first, then the parameterised ones in their
 * order. Returns the page a site renders for an app path (decoded segments), or null (404).
 */
export function compilePages<P extends PageRow>(rows: readonly P[]) {
  const exact = new Map<string, P>();
  const patterns: { page: P; tokens: readonly Token[] }[] = [];
  for (const page of rows) {
    if (page.path.includes('{')) patterns.push({ page, tokens: tokenize(page.path) });
    else exact.set(page.path, page);
  }
  return function matchPage(appSegments: readonly string[], appPath: string): PageMatch<P> | null {
    const page = exact.get(appPath);
    if (page) return { page, params: { ...page.params } };
    for (const { page: pattern, tokens } of patterns) {
      const params = matchTokens(tokens, appSegments);
      if (params) return { page: pattern, params: { ...pattern.params, ...params } };
    }
    return null;
  };
}
