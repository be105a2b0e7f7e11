import type { Route } from './+types/sitemap-xml';
import { sitemapXml } from '@corp/shared/document';

/** `/sitemap.xml` of the idp host: its one page (spec §2.3), at the host's root. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(new URL(request.url).origin, 'idp', ['/']), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
