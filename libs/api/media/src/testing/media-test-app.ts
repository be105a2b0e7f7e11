import type { AdminUser, AdminUserRole } from '@corp/api/core';
import { handleApiError } from '@corp/api/core';
import type { Database, FileStore } from '@corp/api/db';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { mediaRoutes } from '../lib/media-routes';
import type { MediaRoutesOptions } from '../lib/media-routes';
import { uploadsRoutes } from '../lib/uploads-routes';

export const TEST_USER_ID = '00000000-0000-4000-8000-00000000e001';

/**
 * An app with the media API under `/admin/api/media` and `/uploads`, as the host registers
 * them; the header `x-test-role` signs a user of that role in (the session hook's part).
 */
export async function mediaTestApp(
  db: Database,
  files: FileStore,
  options: Partial<MediaRoutesOptions> = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorateRequest('adminUser', null);
  app.addHook('onRequest', async (request) => {
    const role = request.headers['x-test-role'];
    const user: AdminUser | null =
      typeof role === 'string'
        ? {
            id: TEST_USER_ID,
            login: 'ed',
            name: 'Ed',
            role: role as AdminUserRole,
            sites: ['main'],
            locales: ['en'],
          }
        : null;
    request.adminUser = user;
  });
  await app.register(async (admin) => {
    admin.setErrorHandler(handleApiError);
    await admin.register(mediaRoutes, { prefix: '/admin/api/media', db, files, ...options });
  });
  await app.register(async (uploads) => {
    uploads.setErrorHandler(handleApiError);
    await uploads.register(uploadsRoutes, { db, files });
  });
  await app.ready();
  return app;
}

/** A multipart/form-data body: the text fields, then the file in the field `file`. */
export function multipartBody(
  file: { name: string; bytes: Buffer; field?: string } | undefined,
  fields: Record<string, string> = {},
) {
  const boundary = '----media-test-boundary-7d0c';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
