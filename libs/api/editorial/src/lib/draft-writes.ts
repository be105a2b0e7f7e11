import { contentDrafts } from '@corp/api/db';
import { and, eq } from 'drizzle-orm';
import type { ItemRef, Tx } from './content-change';
import { sameData } from './diff';
import type { ItemData, ItemState } from './item-state';

/**
 * Makes `data` the working copy of one locale: a draft row, or none when it is the published
 * copy itself (a draft exists only while it differs from what is published).
 */
export async function writeDraft(
  tx: Tx,
  item: ItemRef,
  state: Pick<ItemState, 'site' | 'locales'>,
  locale: keyof ItemState['locales'],
  data: ItemData,
  userId: string | null,
): Promise<void> {
  const where = and(
    eq(contentDrafts.kind, item.kind),
    eq(contentDrafts.key, item.key),
    eq(contentDrafts.locale, locale),
  );
  if (sameData(data, state.locales[locale].published)) {
    await tx.delete(contentDrafts).where(where);
    return;
  }
  await tx
    .insert(contentDrafts)
    .values({ ...item, locale, site: state.site, data, updatedBy: userId })
    .onConflictDoUpdate({
      target: [contentDrafts.kind, contentDrafts.key, contentDrafts.locale],
      set: { data, updatedBy: userId, updatedAt: new Date() },
    });
}
