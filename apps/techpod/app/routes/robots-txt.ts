import type { Route } from './+types/robots-txt';
import { robotsTxt } from '@corp/shared/document';

/** `/robots.txt` of the host asked for (the main site's pattern). */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
