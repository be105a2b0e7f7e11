import { createPath } from 'react-router';
import type { DataRouter } from 'react-router';
import { loadDocument, reloadOnce } from '@corp/shared/ui';

declare global {
  interface Window {
    /**
     * Where React Router, unable to load a route module, would reload the page (its one call is
     * rewritten to this at build time: `routeModuleFailureHook` in tools/vite; ADR 0028).
     */
    __routeModuleFailed?: () => void;
    /** The framework router React Router keeps on the window (hydrated-router). */
    __reactRouterDataRouter?: Pick<DataRouter, 'state'>;
  }
}

/**
 * A route module failed to load. During a navigation (a link, a redirect, back or forward) the
 * browser loads the page the visitor was going to as a document: their click is kept, where
 * React Router would have reloaded the page they were leaving, with no guard. Outside a
 * navigation (a prefetch) the page reloads once, guarded (spec §2.6).
 */
export function routeModuleFailed(router = window.__reactRouterDataRouter): void {
  const target = router?.state.navigation.location;
  if (target) loadDocument(createPath(target));
  else reloadOnce();
}
