import type { Route } from './+types/sitemap-xml';
import { sitemapXml } from '@corp/shared/document';

/** `/sitemap.xml` of the techpod host: its Russian page (spec §2.3). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(new URL(request.url).origin, 'techpod', ['/ru/']), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
