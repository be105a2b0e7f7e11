import { API_PREFIX } from '@corp/api/http';
import type { FastifyInstance } from 'fastify';
import { previewApiAccess } from './content-pages';
import type { ApiAccess } from './sites';

export interface InProcessApiOptions {
  /** How long server-side loaders keep the API's answers (`PAGE_DATA_CACHE_MS`); 0: not kept. */
  pageDataCacheMs?: number;
  /** The content version now, part of the data cache's keys (see `followContentChanges`). */
  contentVersion: () => number;
}

/**
 * The API as the browser on `host` sees it (in this process, or through the proxy), as a
 * `fetch` that never opens a socket: what server-side loaders and route middleware call.
 */
export const apiFetchOn =
  (app: FastifyInstance, host: string): typeof fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: { ...headers, host },
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of Array.isArray(value) ? value : [value])
        if (one !== undefined) responseHeaders.append(name, String(one));
    }
    const empty = [204, 205, 304].includes(response.statusCode) || request.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };

/**
 * What a page on `host` reads the API through: the in-process `fetch`, the data cache's
 * settings and, for a preview link, its token on every call.
 */
export const apiAccessOn =
  (app: FastifyInstance, { pageDataCacheMs, contentVersion }: InProcessApiOptions) =>
  (host: string, preview?: string): ApiAccess => {
    const access = {
      baseUrl: `http://${host || 'localhost'}${API_PREFIX}`,
      fetch: apiFetchOn(app, host),
      ...(pageDataCacheMs ? { cacheMs: pageDataCacheMs } : {}),
      cacheVersion: contentVersion(),
    };
    return preview ? previewApiAccess(access, preview) : access;
  };
