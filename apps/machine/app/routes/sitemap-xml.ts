import { sitemapXml } from '@corp/shared/document';

/** `/sitemap.xml` of the machine host: its one page, /2.0/. */
export function loader({ request }: { request: Request }) {
  return new Response(sitemapXml(new URL(request.url).origin, 'machine', ['/2.0/']), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
