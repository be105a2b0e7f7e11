import type { AdminUser } from '@corp/api/core';
import { HttpError, mayEditContent } from '@corp/api/core';
import { contentKinds } from '@corp/shared/contracts';
import type { ContentKind } from '@corp/shared/contracts';
import { z } from 'zod';

/** The kind named in a URL, or a 404 naming it. */
export function kindOf(name: string): ContentKind {
  if (!Object.hasOwn(contentKinds, name))
    throw new HttpError(404, `No content kind ${name}`, 'not_found');
  return (contentKinds as Record<string, ContentKind>)[name] as ContentKind;
}

/** The schema of a kind's key field (`code`: a slug, `id`: a positive integer …). */
function keySchemaOf(kind: ContentKind): z.core.$ZodType | undefined {
  const def = (kind.schema as { _zod?: { def?: { shape?: Record<string, z.core.$ZodType> } } })._zod
    ?.def;
  return def?.shape?.[kind.key];
}

/**
 * A URL's key as the value the item holds in its key field (`'7'` → `7` for id kinds), or
 * `undefined` when the kind's key schema refuses it.
 */
export function keyValue(kind: ContentKind, key: string): string | number | undefined {
  const schema = keySchemaOf(kind);
  if (!schema) return key;
  if (z.safeParse(schema, key).success) return key;
  if (/^[1-9][0-9]{0,14}$/.test(key) && z.safeParse(schema, Number(key)).success)
    return Number(key);
  return undefined;
}

/** Whether a kind's items are numbered (`id` 1, 2 …): a new one gets the next number. */
export const isNumbered = (kind: ContentKind) => {
  const schema = keySchemaOf(kind);
  return Boolean(schema && z.safeParse(schema, 1).success);
};

/** The signed-in user (the routes run behind `requireRole('admin', 'editor')`). */
export function userOf(request: { adminUser: AdminUser | null }): AdminUser {
  const user = request.adminUser;
  if (!user) throw new HttpError(401, 'Sign in first', 'unauthorized');
  return user;
}

/** 403 unless the user may work on the site (and, given one, the locale). */
export function assertMayEdit(user: AdminUser, site: string, locale?: string): void {
  if (mayEditContent(user, site, locale)) return;
  throw new HttpError(
    403,
    locale === undefined
      ? `You may not edit the ${site} site's content`
      : `You may not edit the ${site} site's content in ${locale}`,
    'forbidden',
  );
}

/** The sites a user sees: all (`undefined`) for administrators, else their own. */
export const visibleSites = (user: AdminUser): readonly string[] | undefined =>
  user.role === 'admin' ? undefined : user.sites;
