import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/main',
  ssr: true,
  // The whole route manifest comes with the page (one module; 5 kB gzip on the main site) instead
  // of being discovered link by link after hydration: each discovery gave the router a new state
  // and re-rendered every link of the page on the phone's main thread (ADR 0021).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
