import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * The Fastify request as a Web `Request`, its body streamed, aborted when the client leaves.
 * `internal` headers replace any a client sent under the same names (the CSP nonce; null removes
 * the header). The URL is
 * the request's path on `origin`, the site's configured public origin: what a page prints as an
 * absolute URL never comes from the request's Host or X-Forwarded-Proto.
 */
export function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  internal: Record<string, string | null> = {},
  origin = `http://${request.headers.host ?? 'localhost'}`,
): Request {
  // The server has collapsed leading slashes: the path never names another host.
  const url = new URL(`${origin}${request.url.startsWith('/') ? request.url : `/${request.url}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  for (const [name, value] of Object.entries(internal)) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/** Sends a Web `Response` through Fastify, keeping every `Set-Cookie`; `overrides` win. */
export function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  overrides: Record<string, string> = {},
): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  reply.headers(overrides);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
