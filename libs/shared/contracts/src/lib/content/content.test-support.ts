// Shared by the content tests (not part of the library build): reads `content/<kind>/<locale>.json`
// for a registry of kinds and parses the items with their contracts.
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod/mini';
import type { ContentKind } from './common.schema';

export const CONTENT_DIR = path.resolve(__dirname, '../../../../../../content');
export const PUBLIC_DIR = path.join(CONTENT_DIR, 'public');
export const LOCALES = ['en', 'ru', 'de', 'kz'] as const;
export type Locale = (typeof LOCALES)[number];

/** Kind `industryPages` lives in `content/industry-pages/`. */
export const folderOf = (kind: string) => kind.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every string anywhere inside a value. */
export function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

function readLocaleFiles(kind: string): Partial<Record<Locale, unknown[]>> {
  const dir = path.join(CONTENT_DIR, folderOf(kind));
  const files: Partial<Record<Locale, unknown[]>> = {};
  if (!fs.existsSync(dir)) return files;
  for (const file of fs.readdirSync(dir)) {
    const locale = file.replace(/\.json$/, '');
    if (!file.endsWith('.json') || !(LOCALES as readonly string[]).includes(locale)) {
      throw new Error(`${folderOf(kind)}/${file}: not a <locale>.json file`);
    }
    const data: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    if (!Array.isArray(data)) throw new Error(`${folderOf(kind)}/${file}: not a JSON array`);
    files[locale as Locale] = data;
  }
  return files;
}

/** The raw files of every kind of a registry, and typed access to their parsed items. */
export function contentFixture<R extends Record<string, ContentKind>>(registry: R) {
  type KindName = keyof R & string;
  const kindNames = Object.keys(registry) as KindName[];
  const raw = Object.fromEntries(kindNames.map((kind) => [kind, readLocaleFiles(kind)])) as Record<
    KindName,
    Partial<Record<Locale, unknown[]>>
  >;
  /** The parsed items of one kind and locale (the parse test of that file reports any error). */
  function items<K extends KindName>(kind: K, locale: Locale): z.infer<R[K]['schema']>[] {
    const schema = (registry[kind] as ContentKind).schema as z.ZodMiniType<z.infer<R[K]['schema']>>;
    return (raw[kind][locale] ?? []).flatMap((item) => {
      const result = schema.safeParse(item);
      return result.success ? [result.data] : [];
    });
  }
  const keyOf = (kind: KindName, item: unknown) =>
    String((item as Record<string, unknown>)[(registry[kind] as ContentKind).key]);
  const presentLocales = (kind: KindName) => LOCALES.filter((locale) => raw[kind][locale]);
  return { kindNames, raw, items, keyOf, presentLocales };
}
