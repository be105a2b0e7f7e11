import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: '../../dist/apps/techpod',
  ssr: true,
} satisfies Config;
