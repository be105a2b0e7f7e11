import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;

/**
 * ADR 0032: an island page loads react, react-dom, i18next and its parts, never React Router,
 * neither as it starts nor when it loads more (a page's own part, a form, a dialog).
 * - The modules the site's client entry (`app/entry.client.tsx`, its islands) uses go in a chunk
 *   of their own (`islandModules`, the `islands` group of `site-vite-config.ts`), not in the route
 *   modules' `shared` chunk, which imports React Router.
 * - What the entry loads later (`lazyPart`s, forms, dialogs, and what they load in turn) goes in
 *   chunks by the things that use it (`islandLazyChunks`): a page loads the code of its parts only.
 * - The build fails when the entry's chunks reach React Router after all: a part that imports it.
 */
export const ISLANDS_ENTRY = /[\\/]app[\\/]entry\.client\.tsx$/;
const ROUTER = /[\\/]node_modules[\\/]react-router[\\/]/;

/** The modules of the islands' own chunk, known once the module graph is complete. */
export const islandModules = new Set<string>();
/**
 * The modules an island page loads later (a page's part, a form, a dialog), each with its chunk's
 * name and how many of those things use it: `EventsBrowser` for a module only it uses,
 * `EventsBrowser-3f2a1c` for one used by a set of them (one chunk per set).
 */
export const islandLazyChunks = new Map<string, { name: string; users: number }>();

/** What a walk needs of a module: some of its exports by name, or all of it. */
type Wanted = Set<string> | 'all';

/** What a module's statements are, as far as the walk reads them (the parser's ESTree). */
interface Statement {
  type: string;
  source?: { value: string } | null;
  importKind?: string;
  exportKind?: string;
  exported?: { name?: string; value?: string } | null;
  specifiers?: {
    type: string;
    imported?: { name?: string; value?: string };
    local?: { name?: string; value?: string };
    exported?: { name?: string; value?: string };
  }[];
}
const nameOf = (node: { name?: string; value?: string } | undefined | null): string =>
  node?.name ?? node?.value ?? '';

type WalkContext = Pick<PluginContext, 'getModuleInfo' | 'parse' | 'resolve'>;

/**
 * The modules `entries` use, followed through their static imports. A library's barrel (an
 * `index.ts` of re-exports only, `@corp/shared/ui`) is followed only to the modules that give the
 * names imported from it, so the islands' chunk holds the parts' code and not every component of
 * the libraries they import from (the forms' fields: those load with the form). Any other module
 * is followed whole.
 */
async function usedModules(context: WalkContext, entries: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  const wanted = new Map<string, Wanted>();
  const resolved = new Map<string, string | null>();
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) {
      resolved.set(key, (await context.resolve(source, importer))?.id ?? null);
    }
    return resolved.get(key) ?? null;
  };
  const queue: [string, Wanted][] = entries.map((id) => [id, 'all']);
  const want = async (source: string, importer: string, names: Wanted) => {
    const id = await resolve(source, importer);
    if (id) queue.push([id, names]);
  };
  while (queue.length) {
    const [id, names] = queue.pop() as [string, Wanted];
    if (id.includes('node_modules') || id.startsWith('\0')) continue;
    // Only what this visit adds to what the module was already wanted for.
    const before = wanted.get(id);
    if (before === 'all') continue;
    let fresh: Wanted;
    if (names === 'all') {
      fresh = 'all';
      wanted.set(id, 'all');
    } else {
      const had = before ?? new Set<string>();
      fresh = new Set([...names].filter((name) => !had.has(name)));
      if (fresh.size === 0) continue;
      wanted.set(id, new Set([...had, ...fresh]));
    }
    const info = context.getModuleInfo(id);
    let body: Statement[] | null = null;
    try {
      body = info?.code ? (context.parse(info.code).body as unknown as Statement[]) : null;
    } catch {
      body = null; // not JavaScript (a stylesheet's module, an asset): kept, not followed
    }
    const barrel =
      body !== null &&
      body.length > 0 &&
      body.every(
        (statement) =>
          statement.type === 'ExportAllDeclaration' ||
          (statement.type === 'ExportNamedDeclaration' && statement.source),
      );
    if (barrel && body && fresh !== 'all') {
      for (const name of fresh) {
        for (const statement of body) {
          const source = statement.source?.value as string;
          if (statement.type === 'ExportNamedDeclaration') {
            const given = statement.specifiers?.find((spec) => nameOf(spec.exported) === name);
            if (given) await want(source, id, new Set([nameOf(given.local)]));
          } else if (statement.exported) {
            if (nameOf(statement.exported) === name) await want(source, id, 'all');
          } else {
            const target = await resolve(source, id);
            if (target && context.getModuleInfo(target)?.exports.includes(name)) {
              queue.push([target, new Set([name])]);
            }
          }
        }
      }
      continue;
    }
    if (!barrel) used.add(id);
    if (!body) {
      // Not parsed: every module it imports, whole.
      for (const next of info?.importedIds ?? []) queue.push([next, 'all']);
      continue;
    }
    for (const statement of body) {
      const source = statement.source?.value;
      if (!source || statement.importKind === 'type' || statement.exportKind === 'type') continue;
      if (statement.type === 'ImportDeclaration') {
        const specifiers = statement.specifiers ?? [];
        const named = specifiers.every((spec) => spec.type === 'ImportSpecifier');
        await want(
          source,
          id,
          specifiers.length > 0 && named
            ? new Set(specifiers.map((spec) => nameOf(spec.imported)))
            : specifiers.length > 0 &&
                specifiers.every((spec) => spec.type !== 'ImportNamespaceSpecifier')
              ? new Set(
                  specifiers.map((spec) =>
                    spec.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(spec.imported),
                  ),
                )
              : 'all',
        );
      } else if (statement.type === 'ExportNamedDeclaration') {
        await want(
          source,
          id,
          new Set((statement.specifiers ?? []).map((spec) => nameOf(spec.local))),
        );
      } else if (statement.type === 'ExportAllDeclaration') {
        await want(source, id, 'all');
      }
    }
  }
  return used;
}

const hashOf = (text: string): string => createHash('sha1').update(text).digest('hex').slice(0, 6);

/** A lazy chunk's name: its module's (`EventsBrowser`), or its library's for an entry file. */
function chunkNameOf(root: string): string {
  const name = basename(root).replace(/\.[^.]*$/, '');
  if (!/^(index|islands)$/.test(name)) return name;
  const library = /[\\/]libs[\\/](.+?)[\\/]src[\\/]/.exec(root)?.[1];
  return library ? `${library.replace(/[\\/]/g, '-')}-${name}` : name;
}

export function islandChunks(): Plugin {
  return {
    name: 'corp:island-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => ISLANDS_ENTRY.test(id));
      islandModules.clear();
      for (const id of await usedModules(this, entries)) islandModules.add(id);
      // Each thing an island page loads later (a part, a form, a dialog, and what they load
      // later in turn), with the modules it uses.
      const roots = new Map<string, Set<string>>();
      const pending = [...islandModules].flatMap(
        (id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
      );
      while (pending.length) {
        const root = pending.pop() as string;
        if (roots.has(root) || islandModules.has(root) || root.includes('node_modules')) continue;
        const used = await usedModules(this, [root]);
        roots.set(root, used);
        for (const id of used)
          pending.push(...(this.getModuleInfo(id)?.dynamicallyImportedIds ?? []));
      }
      // A module goes in the chunk of the things that use it: its own when one does.
      const owners = new Map<string, string[]>();
      for (const [root, used] of roots) {
        for (const id of used) {
          if (islandModules.has(id)) continue;
          owners.set(id, [...(owners.get(id) ?? []), root]);
        }
      }
      // Roots of one name (every library's `locales/ru.json`) are told apart by a hash of their
      // path: a name is a group, and one group is one chunk.
      const named = [...roots.keys()].map((root) => [root, chunkNameOf(root)] as const);
      const rootName = new Map(
        named.map(([root, name]) => [
          root,
          named.filter(([, other]) => other === name).length > 1 ? `${name}-${hashOf(root)}` : name,
        ]),
      );
      islandLazyChunks.clear();
      for (const [id, of] of owners) {
        const [first = 'parts', ...others] = of.map((root) => rootName.get(root) ?? root).sort();
        // One chunk per set of users (a name is a group): `EventsBrowser-3f2a1c` for several.
        const key = hashOf(of.sort().join('\n'));
        const name = others.length === 0 ? first : `${first}-${key}`;
        islandLazyChunks.set(id, { name, users: others.length + 1 });
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
