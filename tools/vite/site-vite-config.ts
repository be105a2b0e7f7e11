import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Sass load path shared by apps, libs and Storybook: `@use 'breakpoints'`. */
export const sassLoadPaths = [`${workspaceRoot}libs/shared/ui/src/styles`];

/** The Vite configuration of every React Router site app. */
export function siteViteConfig(appDir: string): UserConfig {
  return defineConfig({
    root: appDir,
    cacheDir: `${workspaceRoot}node_modules/.vite/${appDir.split('/').pop()}`,
    // Public files every site shares (favicon); a site may add its own public/ later.
    publicDir: `${workspaceRoot}libs/shared/ui/public`,
    resolve: { tsconfigPaths: true },
    plugins: [reactRouter()],
    css: {
      preprocessorOptions: { scss: { loadPaths: sassLoadPaths } },
      modules: { generateScopedName: '[local]_[hash:base64:6]' },
    },
    build: { reportCompressedSize: false, emptyOutDir: true },
    server: { host: 'localhost' },
  });
}
