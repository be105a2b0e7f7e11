import type { StorybookConfig } from '@storybook/react-vite';
import { sassLoadPaths } from '../tools/vite/site-vite-config';

/** One hub for every library's stories; designers review the catalog stories here. */
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // msw's worker script (`npx msw init libs/shared/data-access-api/msw --no-save`).
  // The sites' public files (flags, images) at the root as in the apps.
  staticDirs: [
    { from: '../libs/shared/data-access-api/msw', to: '/' },
    { from: '../libs/shared/ui/public', to: '/' },
    // The content's images and downloads, as the API serves them to the sites.
    { from: '../content/public', to: '/' },
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, tsconfigPaths: true },
    css: {
      ...viteConfig.css,
      preprocessorOptions: { scss: { loadPaths: sassLoadPaths } },
    },
  }),
};

export default config;
