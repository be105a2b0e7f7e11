import { isDeepStrictEqual } from 'node:util';
import type { ItemData } from './item-state';

/** The top-level fields whose values differ (deeply) between two copies of one locale. */
export function changedFields(
  before: ItemData | null | undefined,
  after: ItemData | null | undefined,
) {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...fields].filter((field) => !isDeepStrictEqual(before?.[field], after?.[field])).sort();
}

/** `locale.field` for every field that differs between two whole items (`{ en: {...} }`). */
export function changedPaths(
  before: Partial<Record<string, ItemData>>,
  after: Partial<Record<string, ItemData>>,
): string[] {
  const locales = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...locales].flatMap((locale) =>
    changedFields(before[locale], after[locale]).map((field) => `${locale}.${field}`),
  );
}

export const sameData = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);
