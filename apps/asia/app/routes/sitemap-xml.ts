import type { Route } from './+types/sitemap-xml';
import { sitemapXml } from '@corp/shared/document';

/**
 * `/sitemap.xml` of the Asia host: its one page in ru and kz with hreflang alternates (`kk` for
 * kz, from the URL resolver).
 */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(new URL(request.url).origin, 'asia', ['/ru/']), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
