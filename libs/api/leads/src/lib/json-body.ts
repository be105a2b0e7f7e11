import { HttpError } from '@corp/api/core';
import type { FastifyRequest } from 'fastify';

function requireJson(request: FastifyRequest): void {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, 'Send the body as application/json', 'unsupported_media_type');
  }
}

/** A JSON body (else 415) with the locale from the body or, failing that, the query. */
export function jsonBodyWithLocale(request: FastifyRequest): Record<string, unknown> {
  requireJson(request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  return { ...body, locale: body['locale'] ?? (request.query as { locale?: unknown }).locale };
}
