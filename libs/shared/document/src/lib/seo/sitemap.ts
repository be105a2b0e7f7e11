import type { SiteName } from '@corp/shared/contracts';
import { localeAlternates } from './seo';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/**
 * `sitemap.xml` of a site: every given page path in every locale the URL resolver renders it
 * in, each `<url>` with its hreflang alternates (`xhtml:link`, kz as kk, x-default English).
 * Paths the resolver never renders (redirects, 404s) are left out.
 */
export function sitemapXml(origin: string, site: SiteName, paths: Iterable<string>): string {
  const urls = new Map<string, string>();
  for (const path of paths) {
    const alternates = localeAlternates(site, new URL(path, origin));
    const links = alternates
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`,
      )
      .join('\n');
    for (const alternate of alternates) {
      if (alternate.hreflang === 'x-default' || urls.has(alternate.href)) continue;
      urls.set(
        alternate.href,
        `  <url>\n    <loc>${escapeXml(alternate.href)}</loc>\n${links}\n  </url>`,
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.values(),
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: pages open to crawlers, the API and the admin closed, the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
