import { API_PREFIX } from '@corp/api/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_HEADER } from '@corp/shared/routing';
import type { ServerConfig } from './config';
import { isUnder } from './request-target';
import { sendWebResponse, toWebRequest } from './web-request';

/**
 * Forwards the API's paths to an external API, streaming both ways, and adds the API's basic-auth
 * credential so no browser ever holds it.
 */
export function apiProxy(apiUrl: string, credentials: ServerConfig['apiCredentials']) {
  const target = apiUrl.replace(/\/$/, '');
  const authorization = credentials
    ? `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
    : undefined;
  return async function proxy(api: FastifyInstance) {
    // fetch() has already decoded the upstream body; its encoding headers no longer apply.
    api.addHook('onSend', async (_request, reply, payload) => {
      reply.removeHeader('content-encoding');
      reply.removeHeader('content-length');
      return payload;
    });
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const incoming = toWebRequest(request, reply);
      const headers = new Headers(incoming.headers);
      headers.delete('host');
      headers.set('x-forwarded-host', request.headers.host ?? '');
      // The site its Host rules picked (a lead records it); never the client's own header.
      headers.set(SITE_HEADER, request.site ?? '');
      headers.set('x-request-id', request.id);
      // The client's address as this server determined it (TRUST_PROXY), never as it claims.
      headers.set('x-forwarded-for', request.ip);
      headers.set('x-forwarded-proto', request.protocol);
      headers.delete('accept-encoding');
      if (authorization && isUnder(request.routeOptions.url ?? '', API_PREFIX))
        headers.set('authorization', authorization);
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      const upstream = await fetch(`${target}${request.url}`, {
        method: request.method,
        headers,
        signal: incoming.signal,
        ...(hasBody ? { body: incoming.body, duplex: 'half' } : {}),
      } as RequestInit).catch((error: Error) => {
        request.log.error({ err: error }, 'API unreachable');
        return Response.json(
          { code: 'api_unavailable', message: 'The API is unavailable', requestId: request.id },
          { status: 502 },
        );
      });
      return sendWebResponse(reply, upstream);
    };
    api.all('/*', forward);
    api.all('/', forward);
  };
}
