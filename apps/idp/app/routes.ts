import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// Spec §2.3: the idp page at the host's root, inside the Russian-DIP layout (§2.7).
export default [
  layout('layouts/russian-dip.tsx', [index('routes/home.tsx')]),
  route('sitemap.xml', 'routes/sitemap-xml.ts', { id: 'sitemap' }),
  route('robots.txt', 'routes/robots-txt.ts', { id: 'robots' }),
] satisfies RouteConfig;
