import { assertStorableText, HttpError, notFound } from '@corp/api/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { describe, localeOnly, localeQuery } from './content-route-kit';
import type { ContentRouteKit } from './content-route-kit';
import { lookupCountry } from './geolocation';

/** Privacy policies, SEO entries, city offices and IP geolocation (spec §7). */
export const siteInfoRoutes: FastifyPluginAsync<ContentRouteKit> = async (app, kit) => {
  const { options, q, list, readerOf, detail } = kit;

  // ── privacy, SEO, offices, geolocation ───────────────────────────────────────────────────
  app.get(
    '/privacy-policy/',
    describe('Privacy and compliance policy documents', localeOnly),
    async (request) => {
      const query = q(localeOnly, request);
      return {
        success: true,
        data: await list(request, 'privacyPolicies', query.locale),
        message: '',
      };
    },
  );

  const seoQuery = z.object({
    ...localeQuery,
    url: z
      .string({ message: 'required' })
      .min(1, { message: 'required' })
      .max(2000, { message: 'too-long' }),
  });
  app.get(
    '/seo/page/',
    describe('SEO entry of a page; url is host plus path', seoQuery),
    async (request) => {
      const query = q(seoQuery, request);
      const { site, path } = seoTarget(query.url, options.siteOfHost);
      const item = await readerOf(request).get('seo', query.locale, `${site}:${path}`);
      if (!item) throw notFound(`SEO entry for ${site}:${path}`);
      return { data: { data: item } };
    },
  );

  app.get('/offices/', describe('City offices', localeOnly), async (request) => {
    const query = q(localeOnly, request);
    return { data: await list(request, 'offices', query.locale) };
  });
  detail(app, '/offices/:code/', 'offices', 'Office', 'One city office');

  const geoQuery = z.object({
    ...localeQuery,
    ip: z.string({ message: 'required' }).max(64, { message: 'too-long' }).optional(),
  });
  app.get(
    '/geolocation/ip/',
    describe(
      'Country of an IPv4 address (the caller’s when ip is absent); code is null when unknown',
      geoQuery,
    ),
    async (request) => {
      const query = q(geoQuery, request);
      const ip = query.ip ?? request.ip;
      if (
        query.ip !== undefined &&
        lookupCountry([{ cidr: '0.0.0.0/0', code: 'ok' }], query.ip) === null
      ) {
        throw new HttpError(400, 'Invalid query', 'validation_failed', { ip: 'wrong-value' });
      }
      return { data: { code: lookupCountry(options.geoRanges, ip) } };
    },
  );
};

/** `url` of the SEO call: `host/path` or a full URL → the site and the path without locale prefix. */
export function seoTarget(
  url: string,
  siteOfHost: (host: string) => string | undefined,
): { site: string; path: string } {
  let parsed: URL;
  let path: string;
  try {
    parsed = new URL(
      /^https?:\/\//.test(url) ? url : `http://${url.startsWith('/') ? `localhost${url}` : url}`,
    );
    path = decodeURIComponent(parsed.pathname).toLowerCase();
  } catch {
    throw new HttpError(400, 'Invalid query', 'validation_failed', { url: 'wrong-value' });
  }
  assertStorableText({ url: path }, 'query');
  const site = siteOfHost(parsed.hostname) ?? 'main';
  path = path.replace(/^\/(ru|de|kz|en)(?=\/|$)/, '') || '/';
  if (!path.endsWith('/')) path += '/';
  return { site, path };
}
