import { appSecrets } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { eq } from 'drizzle-orm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The header a page's server-side API calls carry a preview token in. */
export const PREVIEW_HEADER = 'x-content-preview';
/** The query parameter of a preview link. */
export const PREVIEW_QUERY = 'preview';

/** What a preview link opens: one item's drafts, in one locale, until `exp`. */
export interface PreviewTarget {
  kind: string;
  key: string;
  locale: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const MAX_TOKEN_LENGTH = 2_000;
const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** `base64url(payload) . base64url(HMAC-SHA256(payload))` of the target. */
export function signPreviewToken(secret: string, target: PreviewTarget): string {
  const payload = Buffer.from(
    JSON.stringify({
      kind: target.kind,
      key: target.key,
      locale: target.locale,
      exp: target.exp,
    }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/**
 * The target of a token signed with `secret` and not expired at `now`; undefined for anything
 * else (malformed, tampered, signed with another secret, expired). Never throws.
 */
export function verifyPreviewToken(
  secret: string,
  token: string | undefined | null,
  now: Date = new Date(),
): PreviewTarget | undefined {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const { kind, key, locale, exp } = value;
    if (typeof kind !== 'string' || typeof key !== 'string' || typeof locale !== 'string')
      return undefined;
    if (typeof exp !== 'number' || exp * 1000 <= now.getTime()) return undefined;
    return { kind, key, locale, exp };
  } catch {
    return undefined;
  }
}

const SECRET_NAME = 'preview-token-key';

/**
 * The key preview links are signed with: `PREVIEW_SECRET` when set, else one random key kept in
 * `app_secrets`, created by whichever process asks first, so every process signs and checks with
 * the same key (and links outlive a restart).
 */
export async function loadPreviewSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error('The preview key could not be stored');
  return row.value;
}
