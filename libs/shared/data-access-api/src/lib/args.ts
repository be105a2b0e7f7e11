import type { ApiLocale } from '@corp/shared/contracts';

/** Every call of spec §7 but four names the visitor's locale; it is part of the cache key. */
export interface Localized {
  locale: ApiLocale;
}

/** Page from 1; `limit` items per page. */
export interface Paging {
  page?: number;
  limit?: number;
}

/**
 * A lead call may be retried with the same key (a double click, a lost response): the API
 * answers it once. Make one with `createIdempotencyKey()` per submission attempt.
 */
export interface Idempotent {
  idempotencyKey?: string;
}

export function createIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** `['a', 'b']` → `a,b` (the API's comma-separated lists); empty → left out. */
export function commaList(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const joined = typeof value === 'string' ? value : value.join(',');
  return joined === '' ? undefined : joined;
}
