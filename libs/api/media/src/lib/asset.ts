import type { Database, MediaKind, mediaAssets } from '@corp/api/db';
import { contentDrafts, contentEntries } from '@corp/api/db';
import type { Image } from '@corp/shared/contracts';
import { sql } from 'drizzle-orm';

export type MediaAssetRow = typeof mediaAssets.$inferSelect;

/** The public address of one stored file of an asset. */
export const uploadUrl = (assetId: string, storedName: string) =>
  `/uploads/${assetId}/${storedName}`;

/** What the media API answers for an asset (docs: notes/editorial-api.md "Media"). */
export interface Asset {
  id: string;
  kind: MediaKind;
  originalName: string;
  mimeType: string;
  size: number;
  width?: number;
  height?: number;
  alt: string;
  /** The file itself (an image: its desktop variant). */
  url: string;
  /** An image's spec §3 variants and lqip, valid against `imageSchema`: ready to put in content. */
  image?: Image;
  createdAt: string;
}

export interface Usage {
  kind: string;
  key: string;
  locale: string;
  state: 'published' | 'draft';
}

export function toAsset(row: MediaAssetRow): Asset {
  const image =
    row.kind === 'image' && row.variants['desktop']
      ? ({ ...row.variants, ...(row.alt ? { alt: row.alt } : {}) } as Image)
      : undefined;
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    mimeType: row.mimeType,
    size: row.size,
    ...(row.width !== null ? { width: row.width } : {}),
    ...(row.height !== null ? { height: row.height } : {}),
    alt: row.alt,
    url: image?.desktop ?? uploadUrl(row.id, row.storedNames[0] ?? ''),
    ...(image ? { image } : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** At most this many places are listed (a delete needs only one). */
export const MAX_USAGES = 100;

/**
 * Where content names the asset (`/uploads/<id>/` anywhere in an item's JSON): published copies
 * (content_entries) and working drafts (content_drafts), by kind, key and locale.
 */
export async function usagesOf(db: Database, assetId: string): Promise<Usage[]> {
  // The id is a checked UUID: no LIKE wildcard can be in it.
  const pattern = `%${uploadUrl(assetId, '')}%`;
  const result = (await db.execute(sql`
    (select ${contentEntries.kind} as kind, ${contentEntries.key} as key,
            ${contentEntries.locale} as locale, 'published' as state
       from ${contentEntries} where ${contentEntries.data}::text like ${pattern}
      limit ${MAX_USAGES})
    union all
    (select ${contentDrafts.kind}, ${contentDrafts.key}, ${contentDrafts.locale}, 'draft'
       from ${contentDrafts} where ${contentDrafts.data}::text like ${pattern}
      limit ${MAX_USAGES})
    order by kind, key, locale, state
    limit ${MAX_USAGES}`)) as unknown as { rows: Usage[] };
  return result.rows.map(({ kind, key, locale, state }) => ({ kind, key, locale, state }));
}
