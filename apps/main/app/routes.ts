import { index, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

// The home page in English at `/`, and at `/ru/` and `/de/` (spec §2.1: German exists for index).
export default [
  index('routes/home.tsx'),
  route('ru', 'routes/home.tsx', { id: 'home-ru' }),
  route('de', 'routes/home.tsx', { id: 'home-de' }),
] satisfies RouteConfig;
