import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/mount',
  ssr: true,
} satisfies Config;
