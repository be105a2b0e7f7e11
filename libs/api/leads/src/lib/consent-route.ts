import { jsonSchemaOf, parseOr400 } from '@corp/api/core';
import { consentRecords } from '@corp/api/db';
import { fingerprintRequestSchema } from '@corp/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonBodyWithLocale } from './json-body';
import { LEAD_BODY_LIMITS } from './lead-route-options';
import type { LeadRoutesOptions } from './lead-route-options';

/** Stored as the fingerprint when the browser sent none (spec §4: a placeholder on the server). */
export const SERVER_FINGERPRINT_PLACEHOLDER = 'server-unknown';

const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const IPV6 = /^[0-9a-f:.]{2,45}$/;

/**
 * The host name a consent was given on: the (validated) Host without port or brackets,
 * lower-case, or '' when it is not a well-formed host name.
 */
export function consentHostOf(request: FastifyRequest, trustForwardedHost = false): string {
  const forwarded = request.headers['x-forwarded-host'];
  const header =
    trustForwardedHost && typeof forwarded === 'string' && forwarded
      ? forwarded.split(',')[0]
      : request.headers.host;
  let host = (header ?? '').trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? '' : host.slice(1, end);
    return IPV6.test(host) && host.includes(':') ? host : '';
  }
  if (host.split(':').length === 2) host = host.slice(0, host.indexOf(':'));
  if (host.endsWith('.')) host = host.slice(0, -1);
  return host.length <= 253 && HOST_NAME.test(host) ? host : '';
}

/** `save-fingerprint`: the cookie consent, stored with the host it was given on. */
export function registerConsentRoute(app: FastifyInstance, options: LeadRoutesOptions): void {
  const { db } = options;
  app.post(
    '/save-fingerprint/',
    {
      bodyLimit: LEAD_BODY_LIMITS.consent,
      schema: {
        tags: ['consent'],
        summary: 'Cookie consent: fingerprint and the allowed categories',
        body: jsonSchemaOf(fingerprintRequestSchema),
      },
    },
    async (request, reply) => {
      const raw = jsonBodyWithLocale(request);
      const body = parseOr400(fingerprintRequestSchema, raw, 'request');
      await db.insert(consentRecords).values({
        // A browser whose fingerprint library failed still records the choice (spec §4).
        fingerprint: body.fingerprint || SERVER_FINGERPRINT_PLACEHOLDER,
        cookieList: body.cookieList,
        host: consentHostOf(request, options.trustForwardedHost),
        locale: body.locale,
      });
      return reply.code(201).header('cache-control', 'no-store').send({ success: true });
    },
  );
}
