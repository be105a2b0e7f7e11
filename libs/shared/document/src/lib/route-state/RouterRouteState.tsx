import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { RouteStateContext } from './route-state';
import type { RouteState } from './route-state';

/**
 * Gives the parts inside the router's location and matches (`RouteState`): the site root of a
 * whole page, and tests and stories that render parts in a router. Its own module: the parts
 * import `route-state`, which imports no React Router.
 */
export function RouterRouteState({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const matches = useMatches();
  const state = useMemo<RouteState>(() => ({ pathname, matches }), [pathname, matches]);
  return <RouteStateContext value={state}>{children}</RouteStateContext>;
}
