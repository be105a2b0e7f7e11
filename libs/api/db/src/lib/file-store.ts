import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Database } from './database';
import { STORED_FILE_CHUNK, storedFiles } from './schema';

/** What a file store writes with: the database, or the lead's transaction. */
export type FileWriter = Pick<Database, 'insert'>;

/**
 * Where uploaded files (resumes) live. `put` runs inside the lead's transaction, so with the
 * database store a file exists exactly when its lead does; `discard` undoes a `put` whose
 * transaction failed (a no-op for the database, which rolls back by itself).
 */
export interface FileStore {
  readonly kind: 'database' | 'disk';
  /** Stores the bytes under a new generated name (`<uuid>.<extension>`) and returns it. */
  put(writer: FileWriter, bytes: Buffer, extension: string): Promise<string>;
  discard(name: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(name: string): Promise<Buffer | undefined>;
}

const newName = (extension: string) =>
  `${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '').slice(0, 10) || 'bin'}`;

/** `inner` lies below `root` (not `root` itself, never outside it). */
function isInside(root: string, inner: string): boolean {
  const relative = path.relative(root, inner);
  return (
    relative !== '' &&
    relative !== '..' &&
    !relative.startsWith(`..${path.sep}`) &&
    !path.isAbsolute(relative)
  );
}

/**
 * Reads `name` from `dir`: the path comes from a database row only, and must resolve (symlinks
 * too) inside the folder. Undefined when it is missing or would leave the folder.
 */
async function readInside(dir: string, name: string): Promise<Buffer | undefined> {
  const root = path.resolve(dir);
  const candidate = path.resolve(root, name);
  if (!isInside(root, candidate)) return undefined;
  try {
    const resolved = await realpath(candidate);
    if (!isInside(await realpath(root), resolved)) return undefined;
    return await readFile(resolved);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/**
 * Files on a local disk folder, outside any web root (`FILE_STORE=disk`, `UPLOADS_DIR`). Only
 * for one process, or a folder every process mounts.
 */
export function diskFileStore(dir: string): FileStore {
  return {
    kind: 'disk',
    async put(_writer, bytes, extension) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = newName(extension);
      await writeFile(path.join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },
    async discard(name) {
      const target = path.resolve(dir, name);
      if (isInside(path.resolve(dir), target)) await rm(target, { force: true });
    },
    get: (name) => readInside(dir, name),
  };
}

/**
 * Files in the `stored_files` table (the default): every process of a deployment reads what any
 * of them stored. `legacyDir` is read when a name is not in the table: files uploaded before
 * the database held them stay downloadable.
 */
export function databaseFileStore(db: Database, options: { legacyDir?: string } = {}): FileStore {
  return {
    kind: 'database',
    async put(writer, bytes, extension) {
      const name = newName(extension);
      // One chunk per statement, and a turn of the event loop after each: PGlite runs in this
      // thread and its promises settle as microtasks, so without the turn the other requests
      // would wait for the whole file.
      for (let seq = 0; seq * STORED_FILE_CHUNK < bytes.length; seq += 1) {
        const data = bytes.subarray(seq * STORED_FILE_CHUNK, (seq + 1) * STORED_FILE_CHUNK);
        await writer.insert(storedFiles).values({ name, seq, data });
        await nextTurn();
      }
      return name;
    },
    async discard() {
      // The lead's transaction rolled the row back.
    },
    async get(name) {
      const chunks: Buffer[] = [];
      for (let seq = 0; ; seq += 1) {
        const [row] = await db
          .select({ data: storedFiles.data })
          .from(storedFiles)
          .where(and(eq(storedFiles.name, name), eq(storedFiles.seq, seq)));
        if (!row) break;
        chunks.push(row.data);
        await nextTurn();
      }
      if (chunks.length) return Buffer.concat(chunks);
      return options.legacyDir ? readInside(options.legacyDir, name) : undefined;
    },
  };
}
