import { localeChain } from '@corp/api/content';
import type { ContentItem, ContentLocale, ContentReader } from '@corp/api/content';
import type { Database } from '@corp/api/db';
import type { FastifyRequest } from 'fastify';
import { isContentLocale, loadItem } from './item-state';
import { PREVIEW_HEADER, verifyPreviewToken } from './preview-token';
import type { PreviewTarget } from './preview-token';

const keyOf = (item: ContentItem) => String(item['__key']);

/**
 * The content as a preview link shows it: the store's published lists, with the one item of the
 * link read from its drafts over its published copy in each locale of the fallback chain (a
 * never-published item appears; an item whose every copy is gone disappears). Read fresh on
 * every call, never cached.
 */
export function previewReader(
  store: ContentReader,
  db: Database,
  target: Pick<PreviewTarget, 'kind' | 'key'>,
): ContentReader {
  const list = async (kind: string, locale: ContentLocale): Promise<ContentItem[]> => {
    const [items, state] = await Promise.all([
      store.list(kind, locale),
      kind === target.kind ? loadItem(db, kind, target.key) : undefined,
    ]);
    if (kind !== target.kind) return items;
    let chosen: { data: Record<string, unknown>; locale: ContentLocale } | undefined;
    for (const candidate of localeChain[locale]) {
      const copies = state?.locales[candidate];
      const data = copies?.draft ?? copies?.published;
      if (data) {
        chosen = { data, locale: candidate };
        break;
      }
    }
    const index = items.findIndex((item) => keyOf(item) === target.key);
    if (!chosen) return index === -1 ? items : items.filter((_, at) => at !== index);
    const shown = { ...chosen.data, initialLocale: chosen.locale } as ContentItem;
    Object.defineProperty(shown, '__key', { value: target.key, enumerable: false });
    return index === -1
      ? [...items, shown]
      : items.map((item, at) => (at === index ? shown : item));
  };
  return {
    list,
    async get(kind, locale, key) {
      return (await list(kind, locale)).find((item) => keyOf(item) === String(key));
    },
  };
}

/**
 * The reader of a content request: a preview's when it carries a valid preview token
 * (`X-Content-Preview`), else undefined (the published content). An invalid or expired token
 * is ignored: the request sees what any visitor sees.
 */
export function previewReaderFor(options: {
  store: ContentReader;
  db: Database;
  secret: () => Promise<string>;
  now?: () => Date;
}): (request: FastifyRequest) => Promise<ContentReader | undefined> {
  return async (request) => {
    const header = request.headers[PREVIEW_HEADER];
    if (typeof header !== 'string' || !header) return undefined;
    const target = verifyPreviewToken(await options.secret(), header, options.now?.());
    if (!target || !isContentLocale(target.locale)) return undefined;
    return previewReader(options.store, options.db, target);
  };
}
