import type { RenderDecision } from '@corp/shared/routing';
import type { ApiAccess } from './sites';

/** What a route middleware decides: go on rendering, or redirect instead. */
export type MiddlewareOutcome =
  { kind: 'next' } | { kind: 'redirect'; status: 301 | 302; location: string };

export interface MiddlewareContext {
  decision: RenderDecision;
  /** This server's own API (in this process or through the proxy), as the browser sees it. */
  api: ApiAccess;
}

export type RouteMiddleware = (context: MiddlewareContext) => Promise<MiddlewareOutcome>;

/** The route middleware page rows name (their `middleware`: libs/sites/<site>/definition). */
export const routeMiddleware: Readonly<Record<string, RouteMiddleware>> = {
  /** §2.2:55: a media detail page fetches its item first; on failure 301 to `/`. */
  'media-item': async ({ decision, api }) => {
    const code = decision.params['code'] ?? '';
    const { status } = await api.fetch(
      `${api.baseUrl}/media/${encodeURIComponent(code)}/?locale=${decision.apiLocale}`,
    );
    return status === 200 ? { kind: 'next' } : { kind: 'redirect', status: 301, location: '/' };
  },
};
