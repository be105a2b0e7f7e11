import fastifyReplyFrom from '@fastify/reply-from';
import { API_PREFIX } from '@corp/api/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_HEADER } from '@corp/shared/routing';
import type { ServerConfig } from './config';
import { isUnder } from './request-target';

/**
 * Forwards the API's paths (`prefixes`) to an external API with `@fastify/reply-from`, streaming
 * both ways, and adds the API's basic-auth credential so no browser ever holds it.
 */
export function apiProxy(
  apiUrl: string,
  credentials: ServerConfig['apiCredentials'],
  prefixes: readonly string[],
) {
  const target = apiUrl.replace(/\/$/, '');
  const authorization = credentials
    ? `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`
    : undefined;
  return async function proxy(app: FastifyInstance) {
    // Each request's own log line is enough; a 503 is the API's answer, never retried here.
    await app.register(fastifyReplyFrom, { disableRequestLogging: true });
    const forward = (request: FastifyRequest, reply: FastifyReply) =>
      reply.from(new URL(`${target}${request.url}`).href, {
        retryDelay: () => null,
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-host': request.headers.host ?? '',
          // The site its Host rules picked (a lead records it); never the client's own header.
          [SITE_HEADER]: request.site ?? '',
          'x-request-id': request.id,
          // The client's address as this server determined it (TRUST_PROXY), never as it claims.
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
          // The API answers uncompressed; this server compresses what it sends (br, gzip).
          'accept-encoding': undefined,
          ...(authorization && isUnder(request.routeOptions.url ?? '', API_PREFIX)
            ? { authorization }
            : {}),
        }),
        onError: (reply, { error }) => {
          reply.request.log.error({ err: error }, 'API unreachable');
          void reply.code(502).send({
            code: 'api_unavailable',
            message: 'The API is unavailable',
            requestId: reply.request.id,
          });
        },
      });
    for (const prefix of prefixes) {
      await app.register(
        async (api) => {
          // The body goes upstream as it arrives, unparsed.
          api.removeAllContentTypeParsers();
          api.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
          api.all('/*', forward);
          api.all('/', forward);
        },
        { prefix },
      );
    }
  };
}
