import { createContext } from 'react-router';
import type { RouterContextProvider } from 'react-router';

/** How server-side loaders reach the API. */
export interface ApiAccess {
  /** Absolute base of the API's calls, `…/api/v1` (no trailing slash). */
  baseUrl: string;
  /** The fetch to call it with: in the web server, a call into the same process (no socket). */
  fetch: typeof fetch;
  /**
   * Reuse a successful query's result for this long (per process, per host, per endpoint and
   * arguments): every page load asks for the same menus and lists. Unset, nothing is reused.
   */
  cacheMs?: number;
  /**
   * The published content's version in this process (the web server counts the change
   * notifications): part of every reuse key, so a publish is never answered from before it.
   */
  cacheVersion?: number;
}

/**
 * Set by the web server for every request (it reads this key from the site's server entry, which
 * re-exports it, because each build bundles its own copy and keys compare by identity).
 */
export const apiAccessContext = createContext<ApiAccess | null>(null);

/** Where a site running on its own (react-router-serve) finds the API: `API_URL`, else :3000. */
export const STANDALONE_API_BASE_URL = 'http://127.0.0.1:3000/api/v1';

/** The API access of a server-side loader: the web server's, or the standalone default. */
export function apiAccessOf(context: Readonly<RouterContextProvider>): ApiAccess {
  const access = context.get(apiAccessContext);
  if (access) return access;
  const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process
    ?.env;
  const apiUrl = env?.['API_URL']?.replace(/\/$/, '');
  return {
    baseUrl: apiUrl ? `${apiUrl}/api/v1` : STANDALONE_API_BASE_URL,
    fetch: globalThis.fetch,
  };
}
