import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/asia',
  ssr: true,
} satisfies Config;
