// A stand-in for the main site's build whose pages read content the way the real loaders do
// (layout's loadQueries: the data cache, `cacheMs` and `cacheVersion`), for the tests of
// publishing and previews (content-pages.test.ts, content-processes.test.ts).
import path from 'node:path';
import { RouterContextProvider } from 'react-router';
import { apiAccessContext, loadQueries, sitemapXml } from '@corp/shared/document';
import type { ApiAccess, Site } from '../sites';

const html = (body: string, nonce: string, status = 200) =>
  new Response(`<!doctype html><title>main</title>${body}<script nonce="${nonce}"></script>`, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });

/**
 * `/events/<code>/` and `/ru/events/<code>/`: the event's name (404 when the API has none);
 * `/events/`: every upcoming event's name; `/sitemap.xml`: the events' pages with their
 * alternates, as the main site's sitemap lists them.
 */
export function contentSite(clientDir: string = path.join(__dirname, 'client')): Site {
  return {
    clientDir,
    files: new Set(),
    async handle(request, api?: ApiAccess) {
      const url = new URL(request.url);
      const nonce = request.headers.get('x-csp-nonce') ?? '';
      const context = new RouterContextProvider();
      if (api) context.set(apiAccessContext, api);
      const detail = /^(?:\/(ru))?\/events\/([a-z0-9-]+)\/$/.exec(url.pathname);
      if (detail) {
        const locale = (detail[1] ?? 'en') as 'en' | 'ru';
        const [event] = await loadQueries(context, [
          ['getEvent', { locale, code: detail[2] as string }],
        ]);
        if (!event || event.isError) return html('<h1>Not found</h1>', nonce, 404);
        return html(`<h1>${(event.data as { name: string }).name}</h1>`, nonce);
      }
      if (url.pathname === '/events/' || url.pathname === '/sitemap.xml') {
        const [events] = await loadQueries(context, [['getEvents', { locale: 'en', limit: 100 }]]);
        const items = ((events?.data as { items?: { code: string; name: string }[] } | undefined)
          ?.items ?? []) as { code: string; name: string }[];
        if (url.pathname === '/events/')
          return html(`<ul>${items.map((item) => `<li>${item.name}</li>`).join('')}</ul>`, nonce);
        return new Response(
          sitemapXml(
            url.origin,
            'main',
            items.map((item) => `/events/${item.code}/`),
          ),
          { headers: { 'content-type': 'application/xml; charset=utf-8' } },
        );
      }
      return html('<h1>Not found</h1>', nonce, 404);
    },
  };
}
