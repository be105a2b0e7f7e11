import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/techpod',
  ssr: true,
  // No page runs React Router in the browser (ADR 0032): nothing discovers routes, and the
  // server answers no discovery requests (`/__manifest`).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
