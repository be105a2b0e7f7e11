import { index, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// The page is served at the host root of spec §2.3 (the web server redirects `/` there) and at
// `/` when the app runs on its own.
export default [
  index('routes/home.tsx'),
  route('praktikum', 'routes/home.tsx', { id: 'home-praktikum' }),
] satisfies RouteConfig;
