import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// Spec §2.3 "Asia host: the asia page at /{lang}/", in ru and kz (§2.1). The route ids are the
// spec's route names of the asia page (`asia___ru`, `asia___kz`): the forms know the page by
// its name (§3 the lead's page is /asia, §5 KZ phone default on ru, §4 the asia_send_form goal).
// The web server redirects `/` by the locale cookie (§2.4); the app alone sends it to /ru/.
export default [
  index('routes/root-redirect.ts'),
  layout('layouts/asia-layout.tsx', [
    route('ru', 'routes/home.tsx', { id: 'asia___ru' }),
    route('kz', 'routes/home.tsx', { id: 'asia___kz' }),
    // Spec §2.6: any other path is the not-found page inside the Asia layout.
    route('*', 'routes/not-found.ts', { id: 'not-found' }),
  ]),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots' }),
] satisfies RouteConfig;
