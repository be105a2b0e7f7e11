import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// The page is served at the host root of spec §2.3 (/2.0/; the web server redirects `/` there,
// and /ru/2.0/ is the same Russian page) and at `/` when the app runs on its own.
export default [
  layout('routes/landing-layout.tsx', [
    index('routes/home.tsx'),
    route('2.0', 'routes/home.tsx', { id: 'home-2.0' }),
    route('ru/2.0', 'routes/home.tsx', { id: 'home-ru-2.0' }),
    // Spec §2.6: any other path is the not-found page inside the digital-landing layout.
    route('*', 'routes/not-found.ts', { id: 'not-found' }),
  ]),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots' }),
] satisfies RouteConfig;
