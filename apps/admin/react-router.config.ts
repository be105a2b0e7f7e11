import type { Config } from '@react-router/dev/config';

/**
 * The admin is a single-page app (no server rendering): the web server hands out its
 * `client/index.html` for every `/admin/...` path that is not the API (apps/server admin-app.ts).
 */
export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/admin',
  ssr: false,
  basename: '/admin/',
} satisfies Config;
