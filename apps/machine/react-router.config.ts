import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/machine',
  ssr: true,
} satisfies Config;
