import { isSiteName } from '@corp/shared/contracts';
import { hostnameOf, routeTable, SITE_HEADER } from '@corp/shared/routing';
import type { FastifyRequest } from 'fastify';

/** The site a host's name says (the registered sites' `hostHints`), or null. */
function siteOfHostName(host: string): string | null {
  const table = routeTable();
  return table.compileHostRules(table.siteHostHints)(host);
}

/**
 * The site a lead was left on (`main`, `asia`, …), or '' when nothing names one. In the web
 * server's process, the site its Host rules picked (`request.site`); behind the API credential,
 * the site the web server's proxy names on `x-corp-site`; otherwise what the validated host's
 * name says (`siteHostHints`, as the SEO lookup reads a URL's host).
 */
export function leadSiteOf(request: FastifyRequest, trustForwardedHost = false): string {
  const decorated = (request as FastifyRequest & { site?: unknown }).site;
  if (isSiteName(decorated)) return decorated;
  const named = request.headers[SITE_HEADER];
  if (trustForwardedHost && isSiteName(named)) return named;
  const forwarded = request.headers['x-forwarded-host'];
  const host =
    trustForwardedHost && typeof forwarded === 'string' && forwarded
      ? forwarded.split(',')[0]
      : request.headers.host;
  return siteOfHostName(hostnameOf(host)) ?? '';
}

/** The event or webinar code a lead's fields carry (registrations, recordings), else ''. */
export function leadEventOf(fields: Record<string, unknown>): string {
  const event = fields['event'];
  return typeof event === 'string' ? event : '';
}
