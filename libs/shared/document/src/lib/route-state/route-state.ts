import { createContext, use } from 'react';

/** One matched route as the page's parts read it (React Router's `UIMatch`, what they use of it). */
export interface RouteMatchState {
  id: string;
  params: Readonly<Record<string, string | undefined>>;
  handle?: unknown;
  loaderData?: unknown;
}

/**
 * Where the visitor is, for the parts that follow it (the header's active links and menus, a
 * form's page), without importing React Router: on a whole page the site root gives the
 * router's location and matches (`RouterRouteState`); on an island page (ADR 0032) each island
 * gets the page's path from the server and no matches (there is no router in the browser; a
 * form there has its page from `FormPageContext`). So a part's module graph stays router-free
 * and one part serves both kinds of page.
 */
export interface RouteState {
  /** The path the visitor is on (`/ru/about/`). */
  pathname: string;
  /** The routes matched, root first; `null` on an island page. */
  matches: readonly RouteMatchState[] | null;
}

export const RouteStateContext = createContext<RouteState | null>(null);

/** The page's `RouteState`. Needs a site root or an island above it. */
export function useRouteState(): RouteState {
  const state = use(RouteStateContext);
  if (!state) {
    throw new Error('useRouteState needs a site root, an island or <RouterRouteState> above it');
  }
  return state;
}

/** The path the visitor is on (`useRouteState().pathname`). */
export const usePagePath = (): string => useRouteState().pathname;
