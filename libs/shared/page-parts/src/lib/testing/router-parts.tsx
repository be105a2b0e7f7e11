// Test and story support (not part of the library): what a whole page's site root gives its parts.
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteStateContext } from '@corp/shared/document';
import type { RouteState } from '@corp/shared/document';
import { LayoutNavigation } from '@corp/shared/layout';

/**
 * Inside a `MemoryRouter`: the location as the page's route state (no matched routes: not a
 * data router) and the router's navigation for the site's links, as on a whole page.
 */
export function RouterParts({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const state = useMemo<RouteState>(() => ({ pathname, matches: [] }), [pathname]);
  return (
    <RouteStateContext value={state}>
      <LayoutNavigation>{children}</LayoutNavigation>
    </RouteStateContext>
  );
}
