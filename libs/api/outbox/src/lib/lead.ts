import type { leads } from '@corp/api/db';

/** A row of `leads` as the worker reads it. */
export type LeadRow = typeof leads.$inferSelect;

/**
 * A submitted value as one line of text: strings trimmed, numbers as digits; empty strings,
 * `null`, objects and anything else are "absent" (`undefined`).
 */
export function fieldText(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return String(value);
  return undefined;
}
