import { HttpError } from '@corp/api/core';
import { idempotencyKeys } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { and, eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/** Stable JSON (sorted keys) so the same body always hashes the same. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map(
        (key) =>
          `${JSON.stringify(key)}:${stableStringify((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The body's fingerprint; the captcha token is left out (a retry may carry a fresh one). */
export function requestHash(body: unknown): string {
  const { captchaToken: _token, ...rest } = (body ?? {}) as Record<string, unknown>;
  return createHash('sha256').update(stableStringify(rest)).digest('hex');
}

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      'Idempotency-Key must be 1–200 visible ASCII characters',
      'bad_idempotency_key',
    );
  }
  return key;
}

/** A finished earlier request with this key: its response, or 422 when the body differs. */
export async function replayOf(
  db: Database,
  route: string,
  key: string | undefined,
  hash: string,
): Promise<StoredResponse | undefined> {
  if (!key) return undefined;
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
  if (!row) return undefined;
  if (row.requestHash !== hash) {
    throw new HttpError(
      422,
      'This Idempotency-Key was used with a different request body',
      'idempotency_conflict',
    );
  }
  if (row.statusCode === null) return undefined;
  return { statusCode: row.statusCode, body: row.response };
}

/**
 * Runs `work` in one transaction with the key's record: the lead, its outbox rows and the
 * response to replay commit together or not at all. A concurrent request with the same key
 * waits on the key's row (PostgreSQL) or on the single connection (PGlite), then replays.
 */
export async function runOnce(
  db: Database,
  route: string,
  key: string | undefined,
  hash: string,
  work: (tx: Transaction) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (key) {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ route, key, requestHash: hash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted.length === 0) {
        const [row] = await tx
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
        if (row && row.requestHash !== hash) {
          throw new HttpError(
            422,
            'This Idempotency-Key was used with a different request body',
            'idempotency_conflict',
          );
        }
        if (row && row.statusCode !== null) {
          return { statusCode: row.statusCode, body: row.response, replayed: true };
        }
        throw new HttpError(
          409,
          'A request with this Idempotency-Key is in progress',
          'idempotency_in_progress',
        );
      }
    }
    const result = await work(tx);
    if (key) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: result.statusCode, response: result.body })
        .where(and(eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key)));
    }
    return { ...result, replayed: false };
  });
}
