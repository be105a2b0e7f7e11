// Server entry of every site app (`app/entry.server.tsx` re-exports it). Never imported by
// browser code.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { loadTexts, locales } from '@corp/shared/i18n';
import { NonceContext } from './lib/nonce/nonce';
import { nonceOf } from './lib/nonce/nonce.server';
import { IslandRendererContext } from './lib/islands/islands';
import type { RenderIsland } from './lib/islands/islands';

export const streamTimeout = 5_000;

/** This response's islands, each rendered alone with a `useId` prefix of its own. */
function islandRenderer(): RenderIsland {
  let count = 0;
  return (element, name) => {
    const prefix = `${name}-${(count++).toString(36)}-`;
    return { html: renderToString(element, { identifierPrefix: prefix }), prefix };
  };
}

/**
 * Streams the page (bots and SPA mode wait for all data), with the web server's CSP nonce on
 * every script React and React Router emit.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The texts of every locale, loaded by i18next's backend on the first request and then at hand
  // (later calls only confirm it; memoising them measured no gain in bench:ssr): the page renders
  // at once, never waiting on a text chunk (the browser loads the page's locale and its fallbacks).
  await loadTexts(locales);
  const nonce = nonceOf(request);
  // Every page is an island page (ADR 0032): it ships no loader data, nothing in the browser
  // reads it.
  const islands = islandRenderer();
  void routerContext.serverHandoffStream?.cancel().catch(() => undefined);
  routerContext = { ...routerContext, serverHandoffStream: undefined };
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <IslandRendererContext value={islands}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandRendererContext>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * React Router's server error log. An unknown URL is a 404 page, not a server fault, so it is
 * not logged; aborted requests (the visitor left) neither. Everything else goes to stderr.
 */
export function handleError(error: unknown, { request }: { request: Request }): void {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 404) return;
  // A route error response may wrap the error that caused it (React Router's own logger unwraps it).
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(cause ?? error);
}

/** The web server sets each request's API access under this key (see `apiAccessContext`). */
export { apiAccessContext } from './lib/api-access/api-access';
