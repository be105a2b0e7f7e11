import { reactRouter } from '@react-router/dev/vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import type { Plugin, UserConfig } from 'vite';
import { ISLANDS_ENTRY, islandChunks, islandLazyChunks, islandModules } from './island-chunks';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Sass load path shared by apps, libs and Storybook: `@use 'breakpoints'`. */
export const sassLoadPaths = [`${workspaceRoot}libs/shared/ui/src/styles`];

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/;

/**
 * Writes `.br` and `.gz` twins of every compressible client file over 1 KB, so the web server
 * sends pre-compressed assets instead of compressing per request.
 */
export function precompress(): Plugin {
  return {
    name: 'corp:precompress',
    apply: 'build',
    writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(options.dir)) {
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

/** What Vite calls a built chunk in `generateBundle` (the fields read here). */
interface BuiltChunk {
  type: 'chunk';
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The stylesheets React Router links with its `#` mark: those of a chunk a route module reaches
 * through a dynamic import (as `@react-router/dev` finds them: from every route module, not the
 * client entry). An island page's `islands` sheet, which the client entry alone loads lazily, is
 * linked without it.
 */
function markedStylesheets(chunks: Map<string, BuiltChunk>): Set<string> {
  const css = new Set<string>();
  for (const [start, route] of chunks) {
    if (!route.isEntry || /[\\/]entry\.client\.tsx$/.test(route.facadeModuleId ?? '')) continue;
    const seen = new Set<string>();
    const walk = (file: string, dynamic: boolean) => {
      const chunk = chunks.get(file);
      if (!chunk || seen.has(file)) return;
      seen.add(file);
      if (dynamic) for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
      for (const next of chunk.dynamicImports) walk(next, true);
      for (const next of chunk.imports) walk(next, dynamic);
    };
    walk(start, false);
  }
  return css;
}

/**
 * The stylesheets every page holds from its start to its end and React Router links as
 * `<href>#`: those of the chunks the client entry and the root route load (the shared libraries'
 * and the root's own CSS), found by walking their static imports, that a route also reaches
 * through a dynamic import (`markedStylesheets`).
 */
function rootStylesheets(chunks: Map<string, BuiltChunk>, marked: Set<string>): Set<string> {
  const START = /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/;
  const pending = [...chunks.entries()]
    .filter(([, chunk]) => START.test(chunk.facadeModuleId ?? ''))
    .map(([file]) => file);
  const seen = new Set<string>();
  const css = new Set<string>();
  while (pending.length) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) continue;
    for (const sheet of chunk.viteMetadata?.importedCss ?? []) css.add(sheet);
    pending.push(...chunk.imports);
  }
  // Only those React Router links as `<href>#`; the others the helper finds as they are.
  return new Set([...css].filter((sheet) => marked.has(sheet)));
}

/**
 * A lazily loaded part the root route imports (the cookie alert, the notifications) lists the
 * root's stylesheets among its dependencies. React Router links those as `<href>#` (its mark for
 * a sheet a lazy chunk shares, so that React removing a route's link never strips a lazy part's
 * styles), and Vite's preload helper, looking for a link to `<href>` without the `#`, finds none
 * and appends the whole shared stylesheet (72 kB on the main site) a second time: every element's
 * style recomputed and the page laid out again when the cookie alert loads for a first visitor.
 * The root's links stay on the page for its whole life, so the dependency lists name these sheets
 * with the same `#`: the helper finds React Router's link and appends nothing. Other sheets (a
 * route's, a dialog's) keep the helper's own handling.
 */
export function rootStylesheetsOnce(): Plugin {
  return {
    name: 'corp:root-stylesheets-once',
    apply: 'build',
    generateBundle: {
      // After Vite's import analysis has written each chunk's dependency list.
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.name !== 'client') return;
        const chunks = new Map<string, BuiltChunk>();
        for (const [file, output] of Object.entries(bundle))
          if (output.type === 'chunk') chunks.set(file, output as BuiltChunk);
        const marked = markedStylesheets(chunks);
        const root = rootStylesheets(chunks, marked);
        // An island page's entry loads the page's parts, whose sheets may be its route's too (the
        // products slider's on the home page): an island page never removes a link (it has no
        // client navigation), so every sheet React Router marks is named as it links it there.
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.code.includes('__vite__mapDeps')) continue;
          const islandsEntry = ISLANDS_ENTRY.test(output.facadeModuleId ?? '');
          for (const sheet of islandsEntry ? marked : root)
            output.code = output.code.replaceAll(
              JSON.stringify(sheet),
              JSON.stringify(`${sheet}#`),
            );
        }
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

/** What every page starts with (ADR 0032): react-dom and i18next. */
const RUNTIME =
  /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|i18next-resources-to-backend)[\\/]/;
/**
 * React Router, which the route modules React Router still builds for the browser import: no
 * page loads them since every page is an island page (ADR 0032).
 */
const FRAMEWORK = /node_modules[\\/]react-router[\\/]/;
/** react-i18next's `<Trans>`: only the lazily loaded forms use it, so it stays in their chunk. */
const FORM_ONLY_FRAMEWORK = /[\\/]react-i18next[\\/].*Trans/;
/** The shared libraries (layout, UI, routing, i18n, modals, page parts …). */
const SHARED_LIBS = /[\\/]libs[\\/]shared[\\/]/;

/** Lazy-chunk groups by how many things use a module (the last holds those with more). */
const MOST_USERS = 32;

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
    plugins: [reactRouter(), rootStylesheetsOnce(), islandChunks(), precompress()],
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
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'runtime',
                    test: (id) => RUNTIME.test(id) && !FORM_ONLY_FRAMEWORK.test(id),
                    priority: 300,
                  },
                  { name: 'framework', test: FRAMEWORK, priority: 250 },
                  // The islands' parts, apart from the route modules' `shared` chunk (ADR 0032).
                  // `$initial`: what only a lazily loaded part (a dialog) imports stays with it.
                  {
                    name: 'islands',
                    test: (id) => islandModules.has(id),
                    tags: ['$initial'],
                    priority: 200,
                  },
                  // What an island page loads later (a part of a page, a form, a dialog): in the
                  // chunk of the things that use it (`islandLazyChunks`), never in `shared` (which
                  // imports React Router). A group takes its modules' imports with it, so the
                  // modules more things use are placed first: a part's chunk would take them.
                  ...Array.from({ length: MOST_USERS }, (_, index) => ({
                    name: (id: string) => islandLazyChunks.get(id)?.name ?? null,
                    test: (id: string) =>
                      Math.min(islandLazyChunks.get(id)?.users ?? 0, MOST_USERS) ===
                      MOST_USERS - index,
                    priority: 100 + MOST_USERS - index,
                  })),
                  // What the pages load at start from the shared libraries and two or more of
                  // them use: one chunk instead of dozens of small ones, 0.1–1 kB each, chained
                  // up to nine imports deep, each a module preload the start-up script inserts and
                  // a module to compile on the phone (ADR 0007). `$initial`: code only a lazily
                  // loaded part imports (the forms, the dialogs) stays with that part. Nothing an
                  // island page loads later (`islandLazyChunks`): this chunk imports React Router.
                  {
                    name: 'shared',
                    test: SHARED_LIBS,
                    tags: ['$initial'],
                    minShareCount: 2,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
    },
    server: {
      host: 'localhost',
      // `react-router dev` with API_URL: the browser reaches the API and its files through the
      // dev server, as it does through the web server in production.
      proxy: devApiProxy(process.env['API_URL']),
    },
  });
}
