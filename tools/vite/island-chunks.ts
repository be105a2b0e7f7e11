import type { Plugin } from 'vite';

/**
 * ADR 0032: an island page loads react, react-dom, i18next and its parts, never React Router,
 * neither as it starts nor when a part loads more (a form, a dialog).
 * The site's islands entry (`app/islands.client.tsx`) and the modules it imports statically go in
 * a chunk of their own (`islandModules`, the `islands` group of `site-vite-config.ts`), not in
 * the `shared` chunk of the whole pages, which imports React Router. The build fails when an
 * islands entry's chunk reaches React Router after all: a part that imports it, or a barrel
 * (`@corp/shared/layout`) instead of the narrow entries (`@corp/shared/layout/islands`).
 */
const ISLANDS_ENTRY = /[\\/]app[\\/]islands\.client\.tsx$/;
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;

/** The modules of the islands' own chunk, known once the module graph is complete. */
export const islandModules = new Set<string>();
/**
 * The modules an island page loads later, when a part asks for them (a form, a dialog): never in
 * the whole pages' `shared` chunk, which imports React Router.
 */
export const islandLazyModules = new Set<string>();

export function islandChunks(): Plugin {
  return {
    name: 'corp:island-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildEnd() {
      islandModules.clear();
      const queue = [...this.getModuleIds()].filter((id) => ISLANDS_ENTRY.test(id));
      while (queue.length) {
        const id = queue.pop() as string;
        if (islandModules.has(id) || id.includes('node_modules')) continue;
        islandModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      islandLazyModules.clear();
      const lazy = [...islandModules].flatMap(
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      while (lazy.length) {
        const id = lazy.pop() as string;
        if (islandModules.has(id) || islandLazyModules.has(id) || id.includes('node_modules')) {
          continue;
        }
        islandLazyModules.add(id);
        const info = this.getModuleInfo(id);
        lazy.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
      }
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output) => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      for (const entry of chunks.values()) {
        if (!entry.moduleIds.some((id) => ISLANDS_ENTRY.test(id))) continue;
        // Each chunk reached, by the chunk that imports it: the error names the whole path.
        const reachedFrom = new Map<string, string>([[entry.fileName, '']]);
        const queue = [entry.fileName];
        while (queue.length) {
          const chunk = chunks.get(queue.pop() as string);
          if (!chunk) continue;
          const router = chunk.moduleIds.find((id) => ROUTER.test(id));
          if (router) {
            const path = [chunk.fileName];
            for (let at = reachedFrom.get(chunk.fileName); at; at = reachedFrom.get(at)) {
              path.unshift(at);
            }
            this.error(
              `The islands entry's chunk ${entry.fileName} loads React Router (${router}, through ${path.join(' → ')}): an island part imports it`,
            );
          }
          // What a part loads later (a form, a dialog) is held to the same rule.
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) {
            if (reachedFrom.has(next)) continue;
            reachedFrom.set(next, chunk.fileName);
            queue.push(next);
          }
        }
      }
    },
  };
}
