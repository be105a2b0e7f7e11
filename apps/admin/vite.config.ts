import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress, sassLoadPaths } from '../../tools/vite/site-vite-config';

const workspaceRoot = new URL('../..', import.meta.url).pathname;

/**
 * The admin app: React Router in SPA mode under `/admin/` (its files at `/admin/assets/…`), its
 * own build, never linked from a site's page. `react-router dev` with API_URL proxies
 * `/admin/api` to a running web server.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  cacheDir: process.env['VITE_CACHE_DIR'] ?? `${workspaceRoot}node_modules/.vite/admin`,
  publicDir: false,
  resolve: { tsconfigPaths: true },
  plugins: [reactRouter(), precompress()],
  css: {
    preprocessorOptions: { scss: { loadPaths: sassLoadPaths } },
    modules: { generateScopedName: '[local]_[hash:base64:6]' },
  },
  build: {
    reportCompressedSize: false,
    emptyOutDir: true,
    sourcemap: process.env['BUNDLE_SOURCEMAP'] === '1',
  },
  server: {
    host: 'localhost',
    proxy: process.env['API_URL']
      ? { '/admin/api': { target: process.env['API_URL'], changeOrigin: true } }
      : undefined,
  },
});
