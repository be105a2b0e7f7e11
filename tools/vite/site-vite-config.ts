import { reactRouter } from '@react-router/dev/vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin, UserConfig } from 'vite';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Sass load path shared by apps, libs and Storybook: `@use 'breakpoints'`. */
export const sassLoadPaths = [`${workspaceRoot}libs/shared/ui/src/styles`];

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/;

/**
 * Writes `.br` and `.gz` twins of every compressible client file over 1 KB, so the web server
 * sends pre-compressed assets instead of compressing per request. It runs once the server build
 * is written, when React Router has moved the server build's stylesheet into the client files.
 */
export function precompress(): Plugin {
  return {
    name: 'corp:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(path.join(this.environment.config.build.outDir, '../client'))) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
        const bytes = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The browser bundle is built from the app's client entry alone (ADR 0032). No page loads a route
 * module in the browser, so the modules React Router's plugin still builds for the browser, one
 * per route, are left empty: the page's code then shares no module with them, and rolldown's own
 * chunking keeps each part, form and dialog apart. No browser chunk brings a stylesheet
 * (`cssCodeSplit: false`, and the one sheet that build writes is dropped): the page's styles are
 * the server build's sheet (`siteStylesheet`).
 */
export function browserBuildFromEntry(): Plugin {
  return {
    name: 'corp:browser-build-from-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After React Router's own transform, which makes the module re-export the route's exports.
    enforce: 'post',
    transform(_code, id) {
      return id.endsWith('?__react-router-build-client-route') ? 'export {};' : null;
    },
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'asset' && file.endsWith('.css')) delete bundle[file];
    },
  };
}

/** What `SiteDocument` links as the page's stylesheet until the build names it. */
const SITE_STYLESHEET = '/__site_stylesheet__';

/**
 * Every page links one stylesheet, the server build's (`cssCodeSplit: false`): the styles of all
 * the server renders and of all the browser entry may load later (a dialog only the browser
 * renders), which the app's server entry is given a never-called import of, so that the server
 * build bundles it. Its components' styles come after those they build on (the module order), so a
 * part's override of a shared component's style holds on every page. The build writes the sheet's
 * URL where `SiteDocument` names `SITE_STYLESHEET`.
 */
export function siteStylesheet(): Plugin {
  let browserEntry = false;
  return {
    name: 'corp:site-stylesheet',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!/[\\/]app[\\/]entry\.server\.tsx$/.test(id)) return null;
      browserEntry = true;
      return `${code}\nexport const browserEntry = () => import('./entry.client');\n`;
    },
    generateBundle: {
      // After Vite has written the sheet.
      order: 'post',
      handler(_options, bundle) {
        const sheets = Object.values(bundle).filter(
          (output) => output.type === 'asset' && output.fileName.endsWith('.css'),
        );
        const sheet = sheets[0];
        if (!sheet || sheets.length > 1)
          return this.error(`Expected one stylesheet, found ${sheets.length}`);
        let named = 0;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes(SITE_STYLESHEET)) continue;
          output.code = output.code.replaceAll(SITE_STYLESHEET, `/${sheet.fileName}`);
          named++;
        }
        if (named === 0) this.error(`No chunk names the stylesheet (${SITE_STYLESHEET})`);
        if (!browserEntry)
          this.error('The server build has no app/entry.server.tsx to import the browser entry');
      },
    },
  };
}

/** The paths the web server hands to the API (libs/api/http API_PATHS). */
const API_PATHS = [
  '/api',
  '/mock/locale',
  '/lastmodified.txt',
  '/download',
  '/images',
  '/video',
  '/admin/api',
  '/uploads',
];

function devApiProxy(apiUrl: string | undefined) {
  if (!apiUrl) return undefined;
  return Object.fromEntries(
    API_PATHS.map((prefix) => [prefix, { target: apiUrl, changeOrigin: true }]),
  );
}

/**
 * React, React DOM (its client included, which the start imports only when it hydrates) and
 * i18next: one chunk the start imports.
 */
const RUNTIME =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|i18next-resources-to-backend)[\\/]/;

/** The Vite configuration of every React Router site app. */
export function siteViteConfig(appDir: string): UserConfig {
  return defineConfig({
    root: appDir,
    // VITE_CACHE_DIR lets several dev servers of one app run side by side.
    cacheDir:
      process.env['VITE_CACHE_DIR'] ??
      `${workspaceRoot}node_modules/.vite/${appDir.split('/').pop()}`,
    // Public files every site shares (favicon); a site may add its own public/ later.
    publicDir: `${workspaceRoot}libs/shared/ui/public`,
    resolve: { tsconfigPaths: true },
    plugins: [reactRouter(), browserBuildFromEntry(), siteStylesheet(), precompress()],
    css: {
      preprocessorOptions: { scss: { loadPaths: sassLoadPaths } },
      modules: { generateScopedName: '[local]_[hash:base64:6]' },
    },
    build: {
      reportCompressedSize: false,
      emptyOutDir: true,
      sourcemap: process.env['BUNDLE_SOURCEMAP'] === '1',
      // BUNDLE_MINIFY=0 keeps function names readable in a browser CPU profile.
      minify: process.env['BUNDLE_MINIFY'] !== '0',
    },
    environments: {
      client: {
        build: {
          cssCodeSplit: false,
          rolldownOptions: {
            // What the page starts with in two chunks: `runtime` (React, React DOM, i18next) and
            // `start` (the rest of the entry's static imports: the parts every page has); what
            // loads later (a part, a form, a dialog) in rolldown's chunks by the parts that use it.
            output: {
              codeSplitting: {
                groups: [
                  { name: 'runtime', test: RUNTIME, priority: 2 },
                  { name: 'start', tags: ['$initial'], priority: 1 },
                ],
              },
            },
          },
        },
      },
      // The page's one stylesheet (`siteStylesheet`).
      ssr: { build: { cssCodeSplit: false } },
    },
    server: {
      host: 'localhost',
      // `react-router dev` with API_URL: the browser reaches the API and its files through the
      // dev server, as it does through the web server in production.
      proxy: devApiProxy(process.env['API_URL']),
    },
  });
}
