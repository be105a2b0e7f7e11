import { contentEntries } from '@corp/api/db';
import type { Database } from '@corp/api/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ContentLocale } from './content-files';

/** Spec: missing translations fall back kz → ru → en, de → en, ru → en. */
export const localeChain: Readonly<Record<ContentLocale, readonly ContentLocale[]>> = {
  en: ['en'],
  ru: ['ru', 'en'],
  de: ['de', 'en'],
  kz: ['kz', 'ru', 'en'],
};

export type ContentItem = Record<string, unknown> & { initialLocale: ContentLocale };

interface CacheEntry {
  at: number;
  items: Promise<ContentItem[]>;
}

/**
 * Reads content from the database, one item per key in the best available locale (each item
 * carries the `initialLocale` it came from). Lists are cached for `ttlMs`; a publish, an
 * unpublish or an import in any process calls `invalidate()` through the change notification
 * (the API runtime subscribes it), so the TTL only bounds a process that missed one.
 */
export class ContentStore {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly db: Database,
    private readonly ttlMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.cache.clear();
  }

  list(kind: string, locale: ContentLocale): Promise<ContentItem[]> {
    const cacheKey = `${kind}\u0000${locale}`;
    const hit = this.cache.get(cacheKey);
    if (hit && this.ttlMs > 0 && this.now() - hit.at < this.ttlMs) return hit.items;
    const items = this.load(kind, locale);
    this.cache.set(cacheKey, { at: this.now(), items });
    items.catch(() => this.cache.delete(cacheKey));
    return items;
  }

  async get(
    kind: string,
    locale: ContentLocale,
    key: string | number,
  ): Promise<ContentItem | undefined> {
    const items = await this.list(kind, locale);
    return items.find((item) => String(item['__key']) === String(key));
  }

  private async load(kind: string, locale: ContentLocale): Promise<ContentItem[]> {
    const chain = localeChain[locale];
    const rows = await this.db
      .select({
        locale: contentEntries.locale,
        key: contentEntries.key,
        position: contentEntries.position,
        data: contentEntries.data,
      })
      .from(contentEntries)
      .where(and(eq(contentEntries.kind, kind), inArray(contentEntries.locale, [...chain])))
      .orderBy(asc(contentEntries.position));
    const best = new Map<string, (typeof rows)[number]>();
    // Order follows the most basic locale that has the item (en's order for a de fallback list).
    const order = new Map<string, { rank: number; position: number }>();
    for (const row of rows) {
      const rank = chain.indexOf(row.locale as ContentLocale);
      const current = best.get(row.key);
      if (!current || rank < chain.indexOf(current.locale as ContentLocale)) best.set(row.key, row);
      const known = order.get(row.key);
      if (!known || rank > known.rank) order.set(row.key, { rank, position: row.position });
    }
    return [...best.values()]
      .sort((a, b) => (order.get(a.key)?.position ?? 0) - (order.get(b.key)?.position ?? 0))
      .map((row) => {
        const item = { ...row.data, initialLocale: row.locale as ContentLocale } as ContentItem;
        Object.defineProperty(item, '__key', { value: row.key, enumerable: false });
        return item;
      });
  }
}
