import { HttpError, jsonSchemaOf, parseOr400, describeWithZod } from '@corp/api/core';
import type { Database } from '@corp/api/db';
import { localeField } from '@corp/shared/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { ContentLocale } from './content-files';
import { localeChain } from './content-store';
import { lastContentLoad } from './seed';

export interface SiteFilesOptions {
  db: Database;
  /** The content folder: `locale/` (translation files) and `public/` (download/, images/, video/). */
  contentDir: string;
}

/** Every `content/locale/<locale>/**.json`, read once: the allow-list of `/mock/locale/`. */
export function readTranslationFiles(localeDir: string): Map<string, unknown> {
  const files = new Map<string, unknown>();
  if (!existsSync(localeDir)) return files;
  for (const locale of readdirSync(localeDir)) {
    const walk = (dir: string, prefix: string) => {
      for (const name of readdirSync(dir).sort()) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full, `${prefix}${name}/`);
        else if (name.endsWith('.json'))
          files.set(`${locale}:${prefix}${name}`, JSON.parse(readFileSync(full, 'utf8')));
      }
    };
    walk(path.join(localeDir, locale), '');
  }
  return files;
}

const mockLocaleQuery = z.object({
  locale: localeField,
  file: z
    .string({ message: 'required' })
    .min(1, { message: 'required' })
    .max(1000, { message: 'too-long' }),
});

/**
 * The same-origin files the sites read besides `/api/v1`: translation files (`/mock/locale/`),
 * `/lastmodified.txt`, and the static `/download/*` and `/images/*` of the content folder.
 */
export const siteFilesRoutes: FastifyPluginAsync<SiteFilesOptions> = async (
  app: FastifyInstance,
  options,
) => {
  describeWithZod(app);
  const translations = readTranslationFiles(path.join(options.contentDir, 'locale'));

  app.get(
    '/mock/locale/',
    {
      schema: {
        tags: ['site files'],
        summary: 'Translation files; file is a comma-joined list such as layout/formContact.json',
        querystring: jsonSchemaOf(mockLocaleQuery),
      },
    },
    async (request, reply) => {
      const query = parseOr400(mockLocaleQuery, request.query, 'query');
      const result: Record<string, unknown> = {};
      for (const file of query.file
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)) {
        const locale = localeChain[query.locale as ContentLocale].find((candidate) =>
          translations.has(`${candidate}:${file}`),
        );
        if (!locale) throw new HttpError(404, `No translation file ${file}`);
        result[file] = translations.get(`${locale}:${file}`);
      }
      reply.header('cache-control', 'public, max-age=300');
      return { result };
    },
  );

  app.get(
    '/lastmodified.txt',
    { schema: { tags: ['site files'], summary: 'When content last changed (Last-Modified)' } },
    async (request, reply) => {
      const loadedAt = (await lastContentLoad(options.db)) ?? new Date(0);
      const seconds = Math.floor(loadedAt.getTime() / 1000) * 1000;
      const lastModified = new Date(seconds).toUTCString();
      reply
        .header('last-modified', lastModified)
        .header('cache-control', 'no-cache')
        .type('text/plain; charset=utf-8');
      const since = request.headers['if-modified-since'];
      if (since && !Number.isNaN(Date.parse(since)) && Date.parse(since) >= seconds)
        return reply.code(304).send();
      return `${new Date(seconds).toISOString()}\n`;
    },
  );

  const publicDir = path.join(options.contentDir, 'public');
  for (const [folder, maxAge] of [
    ['download', 3600],
    ['images', 86400],
    // The demo's product and media videos (answers Range requests, as players ask).
    ['video', 86400],
  ] as const) {
    const root = path.join(publicDir, folder);
    if (!existsSync(root)) continue;
    await app.register(fastifyStatic, {
      root,
      prefix: `/${folder}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res) => {
        res.raw.setHeader('cache-control', `public, max-age=${maxAge}`);
        res.raw.setHeader('x-content-type-options', 'nosniff');
      },
    });
  }
};
