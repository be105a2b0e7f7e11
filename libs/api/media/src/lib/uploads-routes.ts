import { inlineDisposition, sendError } from '@corp/api/core';
import type { ByteRange, Database, FileStore } from '@corp/api/db';
import { mediaAssets } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { contentTypeOfExtension } from './media-types';

export interface UploadsRoutesOptions {
  db: Database;
  files: FileStore;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** What the stores name a file: `<uuid>.<extension>`. */
const STORED_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([a-z0-9]{1,10})$/;

/**
 * One `Range: bytes=…` of `size` bytes: the range, 'whole' without a usable header (several
 * ranges, another unit: the whole file is a valid answer), or 'unsatisfiable' (416).
 */
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | 'whole' | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (!match[1] && !match[2])) return 'whole';
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/**
 * `GET /uploads/:id/:file`: a media asset's stored file, on every host. Only a name the asset's
 * row lists reaches the store; anything else is a 404. Immutable (a new upload is a new URL),
 * served inline with its own type and `nosniff`; byte ranges for the video player.
 */
export const uploadsRoutes: FastifyPluginAsync<UploadsRoutesOptions> = async (
  app,
  { db, files },
) => {
  app.get<{ Params: { id: string; file: string } }>(
    '/uploads/:id/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, file } = request.params;
      const notFound = () => sendError(request, reply, 404, 'not_found', 'No such file');
      const name = STORED_NAME.exec(file);
      if (!UUID.test(id) || !name) return notFound();
      const [row] = await db
        .select({
          storedNames: mediaAssets.storedNames,
          originalName: mediaAssets.originalName,
          kind: mediaAssets.kind,
        })
        .from(mediaAssets)
        .where(eq(mediaAssets.id, id));
      const storedName = row?.storedNames.find((stored) => stored === file);
      const type = contentTypeOfExtension[name[2] ?? ''];
      if (!row || !storedName || !type) return notFound();
      const size = await files.size(storedName);
      if (size === undefined) return notFound();

      const etag = `"${name[1]}"`;
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Accept-Ranges', 'bytes')
        .type(type);
      if (row.kind !== 'image')
        reply.header('Content-Disposition', inlineDisposition(row.originalName));
      const ifNoneMatch = request.headers['if-none-match'];
      if (
        ifNoneMatch &&
        ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
      )
        return reply.code(304).send();

      const ifRange = request.headers['if-range'];
      const range = ifRange && ifRange !== etag ? 'whole' : parseRange(request.headers.range, size);
      if (range === 'unsatisfiable')
        return reply.code(416).header('Content-Range', `bytes */${size}`).send();
      if (range === 'whole') {
        reply.header('Content-Length', size);
        return reply.send(files.read(storedName));
      }
      reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
        .header('Content-Length', range.end - range.start + 1);
      return reply.send(files.read(storedName, range));
    },
  );
};
