import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, realpath, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
  readonly kind: 'database' | 'disk' | 's3';
  /** Stores the bytes under a new generated name (`<uuid>.<extension>`) and returns it. */
  put(writer: FileWriter, bytes: Buffer, extension: string): Promise<string>;
  /**
   * Stores `source` chunk by chunk as it arrives (never whole in memory), outside any
   * transaction, under a new generated name; returns the name and the byte count. When the
   * source fails (too large, a broken upload) what was written is removed and the error thrown.
   */
  putStream(source: AsyncIterable<Buffer>, extension: string): Promise<StoredStream>;
  discard(name: string): Promise<void>;
  /** Deletes the file for good (a no-op when there is none). */
  remove(name: string): Promise<void>;
  /** The file's bytes, or undefined when there is no such file. */
  get(name: string): Promise<Buffer | undefined>;
  /** The file's size in bytes, or undefined when there is no such file. */
  size(name: string): Promise<number | undefined>;
  /** The bytes `start`…`end` (inclusive; default: all of them) of a file `size` said exists. */
  read(name: string, range?: ByteRange): Readable;
}

export interface StoredStream {
  name: string;
  size: number;
}

/** A byte range, both ends inclusive (as in HTTP's `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

/** `<uuid>.<extension>`: what every store names a new file. */
export const newName = (extension: string) =>
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

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
};

/**
 * The real path of `name` in `dir`: the name comes from a database row only, and must resolve
 * (symlinks too) inside the folder. Undefined when it is missing or would leave the folder.
 */
async function pathInside(dir: string, name: string): Promise<string | undefined> {
  const root = path.resolve(dir);
  const candidate = path.resolve(root, name);
  if (!isInside(root, candidate)) return undefined;
  try {
    const resolved = await realpath(candidate);
    return isInside(await realpath(root), resolved) ? resolved : undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

async function readInside(dir: string, name: string): Promise<Buffer | undefined> {
  const file = await pathInside(dir, name);
  try {
    return file === undefined ? undefined : await readFile(file);
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Counts what passes through, for the stores that write a stream. */
async function* counted(source: AsyncIterable<Buffer>, count: { bytes: number }) {
  for await (const chunk of source) {
    count.bytes += chunk.length;
    yield chunk;
  }
}

/**
 * Files on a local disk folder, outside any web root (`FILE_STORE=disk`, `UPLOADS_DIR`). Only
 * for one process, or a folder every process mounts.
 */
export function diskFileStore(dir: string): FileStore {
  const remove = async (name: string) => {
    const target = path.resolve(dir, name);
    if (isInside(path.resolve(dir), target)) await rm(target, { force: true });
  };
  return {
    kind: 'disk',
    async put(_writer, bytes, extension) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = newName(extension);
      await writeFile(path.join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },
    async putStream(source, extension) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = newName(extension);
      const count = { bytes: 0 };
      try {
        const file = createWriteStream(path.join(dir, name), { mode: 0o600, flags: 'wx' });
        await pipeline(counted(source, count), file);
      } catch (error) {
        await remove(name);
        throw error;
      }
      return { name, size: count.bytes };
    },
    discard: remove,
    remove,
    get: (name) => readInside(dir, name),
    async size(name) {
      const file = await pathInside(dir, name);
      if (file === undefined) return undefined;
      try {
        const info = await stat(file);
        return info.isFile() ? info.size : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    read(name, range) {
      // Resolved again here: the stream is lazy, and only a path inside the folder is opened.
      return Readable.from(
        (async function* () {
          const file = await pathInside(dir, name);
          if (file === undefined) throw new Error('The stored file is gone');
          yield* createReadStream(file, range ?? {}) as AsyncIterable<Buffer>;
        })(),
        { objectMode: false },
      );
    },
  };
}

/**
 * Files in the `stored_files` table (the default): every process of a deployment reads what any
 * of them stored. `legacyDir` is read when a name is not in the table: files uploaded before
 * the database held them stay downloadable.
 */
export function databaseFileStore(db: Database, options: { legacyDir?: string } = {}): FileStore {
  const insertChunk = async (writer: FileWriter, name: string, seq: number, data: Buffer) => {
    await writer.insert(storedFiles).values({ name, seq, data });
    // A turn of the event loop after each: PGlite runs in this thread and its promises settle
    // as microtasks, so without the turn the other requests would wait for the whole file.
    await nextTurn();
  };
  const remove = async (name: string) => {
    await db.delete(storedFiles).where(eq(storedFiles.name, name));
  };
  return {
    kind: 'database',
    async put(writer, bytes, extension) {
      const name = newName(extension);
      // One chunk per statement.
      for (let seq = 0; seq * STORED_FILE_CHUNK < bytes.length; seq += 1) {
        const data = bytes.subarray(seq * STORED_FILE_CHUNK, (seq + 1) * STORED_FILE_CHUNK);
        await insertChunk(writer, name, seq, data);
      }
      return name;
    },
    async putStream(source, extension) {
      const name = newName(extension);
      let size = 0;
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      try {
        for await (const chunk of source) {
          size += chunk.length;
          pending.push(chunk);
          pendingBytes += chunk.length;
          while (pendingBytes >= STORED_FILE_CHUNK) {
            const all = Buffer.concat(pending);
            await insertChunk(db, name, seq++, all.subarray(0, STORED_FILE_CHUNK));
            pending = [all.subarray(STORED_FILE_CHUNK)];
            pendingBytes = all.length - STORED_FILE_CHUNK;
          }
        }
        if (pendingBytes > 0 || seq === 0) await insertChunk(db, name, seq, Buffer.concat(pending));
      } catch (error) {
        await remove(name);
        throw error;
      }
      return { name, size };
    },
    async discard() {
      // The lead's transaction rolled the row back.
    },
    remove,
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
    async size(name) {
      const [row] = await db
        .select({
          chunks: sql<number>`count(*)::int`,
          bytes: sql<string | null>`sum(octet_length(${storedFiles.data}))::text`,
        })
        .from(storedFiles)
        .where(eq(storedFiles.name, name));
      return row && row.chunks > 0 ? Number(row.bytes ?? 0) : undefined;
    },
    read(name, range) {
      const first = range ? Math.floor(range.start / STORED_FILE_CHUNK) : 0;
      const last = range ? Math.floor(range.end / STORED_FILE_CHUNK) : Number.MAX_SAFE_INTEGER;
      return Readable.from(
        (async function* () {
          // A few chunks per query: a 200 MB video is never held whole.
          for (let seq = first; seq <= last; seq += 16) {
            const rows = await db
              .select({ seq: storedFiles.seq, data: storedFiles.data })
              .from(storedFiles)
              .where(
                and(
                  eq(storedFiles.name, name),
                  gte(storedFiles.seq, seq),
                  lte(storedFiles.seq, Math.min(seq + 15, last)),
                ),
              )
              .orderBy(storedFiles.seq);
            for (const row of rows) {
              const offset = row.seq * STORED_FILE_CHUNK;
              const from = range ? Math.max(0, range.start - offset) : 0;
              const to = range ? Math.min(row.data.length, range.end - offset + 1) : undefined;
              yield Buffer.from(row.data.subarray(from, to));
            }
            if (rows.length < 16) return;
            await nextTurn();
          }
        })(),
        { objectMode: false },
      );
    },
  };
}
