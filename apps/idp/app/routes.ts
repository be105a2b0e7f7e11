import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// Spec §2.3: the idp page at the host's root, inside the Russian-DIP layout (§2.7).
export default [
  layout('layouts/russian-dip.tsx', [
    index('routes/home.tsx'),
    // Spec §2.6: any other path is the not-found page inside the Russian-DIP layout.
    route('*', 'routes/not-found.ts', { id: 'not-found' }),
  ]),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots' }),
] satisfies RouteConfig;
