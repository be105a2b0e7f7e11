import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// Spec §2.3: the Russian techpod page at /ru/ of the host (the web server redirects `/` there;
// `/` renders it too when the app runs on its own), inside the techpod layout (§2.7).
export default [
  layout('layouts/techpod.tsx', [
    index('routes/home.tsx'),
    route('ru', 'routes/home.tsx', { id: 'home-ru' }),
    // Spec §2.6: any other path is the not-found page inside the techpod layout.
    route('*', 'routes/not-found.ts', { id: 'not-found' }),
  ]),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots' }),
] satisfies RouteConfig;
