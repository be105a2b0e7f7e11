import { PREVIEW_HEADER, PREVIEW_QUERY } from '@corp/api/editorial';
import type { ContentChangeFeed } from '@corp/api/editorial';
import type { ApiAccess } from './sites';

/**
 * Keeps the pages fresh after a publish in any process: each change notification clears the page
 * cache and moves the content version on (part of the loaders' data-cache keys). Returns the
 * current version. Without a feed (no database to listen to) the caches only expire.
 */
export function followContentChanges(
  feed: ContentChangeFeed | undefined,
  pageCache: { clear(): void },
): () => number {
  let version = 0;
  feed?.subscribe(() => {
    version += 1;
    pageCache.clear();
  });
  return () => version;
}

/** Headers of every answer to a preview link: kept by no cache, indexed by no crawler. */
export const PREVIEW_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
};

const MAX_TOKEN_LENGTH = 2_000;

/**
 * The preview token of a request's URL (`?preview=<token>`), or undefined. The API decides
 * whether it is valid; whatever it is, the page is rendered for this request alone and never
 * kept, so a draft can only reach the person holding the link.
 */
export function previewTokenOf(url: string): string | undefined {
  const start = url.indexOf('?');
  if (start === -1) return undefined;
  const token = new URLSearchParams(url.slice(start)).get(PREVIEW_QUERY);
  return token && token.length <= MAX_TOKEN_LENGTH ? token : undefined;
}

/** The API as a preview page's loaders call it: the token in a header, no answer reused. */
export function previewApiAccess(access: ApiAccess, token: string): ApiAccess {
  return {
    baseUrl: access.baseUrl,
    fetch: (input, init) => {
      const request = new Request(input, init);
      request.headers.set(PREVIEW_HEADER, token);
      return access.fetch(request);
    },
  };
}
