import { HttpError, parseOr400, requireRole } from '@corp/api/core';
import type { Database, FileStore } from '@corp/api/db';
import { mediaAssets, mediaKinds, recordAudit } from '@corp/api/db';
import fastifyMultipart from '@fastify/multipart';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { toAsset, usagesOf } from './asset';
import type { MediaAssetRow } from './asset';
import { MEDIA_LIMITS } from './media-types';
import { storeUpload } from './store-upload';
import { readUpload } from './upload-parts';
import type { MediaLimits } from './upload-parts';

export interface MediaRoutesOptions {
  db: Database;
  /** Where the files go (`FILE_STORE`: the database, a disk folder or an S3 bucket). */
  files: FileStore;
  /** The largest upload of each kind, bytes (default `MEDIA_LIMITS`: 20, 50 and 200 MB). */
  limits?: MediaLimits;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const listQuery = z.object({
  q: z.string().max(200).optional(),
  kind: z.enum(mediaKinds).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function actorOf(request: FastifyRequest) {
  const user = request.adminUser;
  return { id: user?.id ?? null, login: user?.login ?? 'unknown' };
}

async function findAsset(db: Database, id: string): Promise<MediaAssetRow> {
  const row = UUID.test(id)
    ? (await db.select().from(mediaAssets).where(eq(mediaAssets.id, id.toLowerCase())))[0]
    : undefined;
  if (!row) throw new HttpError(404, 'No such media asset', 'not_found');
  return row;
}

/** Removes stored files that no row names (a failed upload, a deleted asset); never throws. */
async function removeFiles(files: FileStore, names: string[], log: FastifyBaseLogger) {
  for (const name of names) {
    try {
      await files.remove(name);
    } catch (error) {
      log.warn({ file: name, errorClass: (error as Error).name }, 'stored media file not removed');
    }
  }
}

/**
 * The media library's admin API (`/admin/api/media`, docs: notes/editorial-api.md "Media"):
 * upload, list, one asset with where it is used, delete. Administrators and editors.
 */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, options) => {
  const { db, files, limits = MEDIA_LIMITS } = options;
  const editors = { preHandler: requireRole('admin', 'editor') };
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(fastifyMultipart, {
    // Our own count stops each kind at its limit; the parser's stops anything past the largest.
    limits: {
      fileSize: Math.max(...Object.values(limits)) + 1,
      files: 2,
      fields: 5,
      fieldSize: 4 * 1024,
      parts: 6,
    },
    throwFileSizeLimit: true,
  });

  app.post('/', editors, async (request, reply) => {
    if (!request.isMultipart())
      throw new HttpError(415, 'Send the file as multipart/form-data', 'unsupported_media_type');
    const id = randomUUID();
    const names: string[] = [];
    try {
      const { alt, stored } = await readUpload(
        request,
        (file) => storeUpload(db, files, id, file, names),
        limits,
      );
      const [row] = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(mediaAssets)
          .values({ id, ...stored, alt, createdBy: request.adminUser?.id ?? null })
          .returning();
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'media.upload',
          targetType: 'media',
          targetId: id,
          details: { kind: stored.kind, size: stored.size, files: stored.storedNames.length },
          ip: request.ip,
        });
        return inserted;
      });
      if (!row) throw new Error('The media row was not written');
      return reply.code(201).send(toAsset(row));
    } catch (error) {
      await removeFiles(files, names, request.log);
      throw error;
    }
  });

  app.get('/', editors, async (request) => {
    const query = parseOr400(listQuery, request.query, 'query');
    const text = query.q?.trim();
    const where = and(
      query.kind ? eq(mediaAssets.kind, query.kind) : undefined,
      text
        ? or(
            ilike(mediaAssets.originalName, likePattern(text)),
            ilike(mediaAssets.alt, likePattern(text)),
          )
        : undefined,
    );
    const rows = await db
      .select()
      .from(mediaAssets)
      .where(where)
      .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
      .limit(query.limit)
      .offset(query.offset);
    const [total] = await db.select({ n: count() }).from(mediaAssets).where(where);
    return { data: rows.map(toAsset), total: total?.n ?? 0 };
  });

  app.get<{ Params: { id: string } }>('/:id', editors, async (request) => {
    const row = await findAsset(db, request.params.id);
    return { ...toAsset(row), usedBy: await usagesOf(db, row.id) };
  });

  app.delete<{ Params: { id: string } }>('/:id', editors, async (request, reply) => {
    const row = await findAsset(db, request.params.id);
    const usedBy = await usagesOf(db, row.id);
    if (usedBy.length) {
      const where = usedBy
        .slice(0, 3)
        .map((use) => `${use.kind} ${use.key} (${use.locale}, ${use.state})`)
        .join('; ');
      throw new HttpError(409, `The file is used by content: ${where}`, 'in_use');
    }
    const deleted = await db.transaction(async (tx) => {
      const gone = await tx
        .delete(mediaAssets)
        .where(eq(mediaAssets.id, row.id))
        .returning({ id: mediaAssets.id });
      if (gone.length)
        await recordAudit(tx, {
          actor: actorOf(request),
          action: 'media.delete',
          targetType: 'media',
          targetId: row.id,
          details: { kind: row.kind, originalName: row.originalName },
          ip: request.ip,
        });
      return gone.length > 0;
    });
    if (!deleted) throw new HttpError(404, 'No such media asset', 'not_found');
    await removeFiles(files, row.storedNames, request.log);
    return reply.code(204).send();
  });
};
