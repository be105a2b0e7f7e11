import { sitemapXml } from '@corp/shared/document';

/** `/sitemap.xml` of the mount host: its one page, /praktikum/. */
export function loader({ request }: { request: Request }) {
  return new Response(sitemapXml(new URL(request.url).origin, 'mount', ['/praktikum/']), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
