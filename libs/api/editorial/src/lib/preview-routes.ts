import { contentLocales, localeChain } from '@corp/api/content';
import { HttpError, parseOr400, requireRole } from '@corp/api/core';
import { recordAudit } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { isSiteName } from '@corp/shared/contracts';
import type { SiteName } from '@corp/shared/contracts';
import { routeTable } from '@corp/shared/routing';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertMayEdit, keyValue, kindOf, userOf } from './content-kind';
import { loadItem } from './item-state';
import { itemPagePath, localizedPath } from './preview-paths';
import { PREVIEW_QUERY, signPreviewToken } from './preview-token';
import { actorOf } from './revisions';

export interface PreviewRoutesOptions {
  db: Database;
  /** The key links are signed with (`loadPreviewSecret`). */
  secret: () => Promise<string>;
  /** How long a link opens the draft (`PREVIEW_TTL_MINUTES`). */
  ttlMinutes: number;
  /** Each site's public origin (`SITE_ORIGIN_*`); a site without one: its local host. */
  siteOrigins: Partial<Record<SiteName, string>>;
  now?: () => Date;
}

const previewBody = z.object({ locale: z.enum(contentLocales) });

/** A site's origin when none is configured: its local host on the port the admin was asked on. */
function localOrigin(site: SiteName, request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-host'];
  const host = (typeof forwarded === 'string' && forwarded) || request.headers.host || '';
  let port = '';
  try {
    port = new URL(`http://${host}`).port;
  } catch {
    // A Host header the server accepted is a valid host; nothing else reaches here.
  }
  return `http://${routeTable().localHosts[site] ?? 'localhost'}${port ? `:${port}` : ''}`;
}

/**
 * `POST /:kind/:key/preview {locale}` → `{url, expiresAt}`: a signed link that opens the item's
 * drafts on its own page, site and locale (`?preview=<token>`) until it expires. Editors only on
 * their sites and locales; 404 when the kind has no page to show it on.
 */
export const previewRoutes: FastifyPluginAsync<PreviewRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());

  app.post<{ Params: { kind: string; key: string } }>(
    '/:kind/:key/preview',
    { preHandler: requireRole('admin', 'editor') },
    async (request) => {
      const { kind, key } = request.params;
      const contentKind = kindOf(kind);
      const { locale } = parseOr400(previewBody, request.body ?? {}, 'body');
      const state =
        keyValue(contentKind, key) === undefined
          ? undefined
          : await loadItem(options.db, kind, key);
      if (!state) throw new HttpError(404, `No ${kind} item ${key}`, 'not_found');
      const user = userOf(request);
      assertMayEdit(user, state.site, locale);
      const site: SiteName = isSiteName(state.site) ? state.site : 'main';
      const copies = localeChain[locale].map(
        (candidate) => state.locales[candidate].draft ?? state.locales[candidate].published,
      );
      const pagePath = itemPagePath(kind, key, site, copies.find(Boolean));
      const origin = (options.siteOrigins[site] ?? localOrigin(site, request)).replace(/\/$/, '');
      if (!pagePath)
        throw new HttpError(404, `The ${kind} items have no page to preview on`, 'no_page');
      const path = localizedPath(site, new URL(origin).host, pagePath, locale);
      if (!path)
        throw new HttpError(404, `The ${site} site has no ${locale} page for this item`, 'no_page');
      const expiresAt = new Date(now().getTime() + options.ttlMinutes * 60_000);
      const token = signPreviewToken(await options.secret(), {
        kind,
        key,
        locale,
        exp: Math.floor(expiresAt.getTime() / 1000),
      });
      await recordAudit(options.db, {
        actor: actorOf(user),
        action: 'content.preview-link',
        targetType: 'content',
        targetId: `${kind}/${key}`,
        details: { locale, path, expiresAt: expiresAt.toISOString() },
        ip: request.ip,
      });
      return {
        url: `${origin}${path}?${PREVIEW_QUERY}=${token}`,
        expiresAt: expiresAt.toISOString(),
      };
    },
  );
};
