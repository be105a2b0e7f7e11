import type { ContentKindName, Image } from '@corp/shared/contracts';
import type { ContentLocale } from './types';

/** The shapes of /admin/api/content and /admin/api/media (notes/editorial-api.md). */
export type LocaleState = 'published' | 'changed' | 'draft' | 'missing';
export type ItemStatus = 'published' | 'draft' | 'changed';
export type ScheduleAction = 'publish' | 'unpublish';

export interface KindSummary {
  kind: ContentKindName;
  /** The kind's key field (`code`, `id`). */
  key: string;
  count: number;
  drafts: number;
  /** Items without a copy per locale, when the server counts them. */
  missing?: Partial<Record<ContentLocale, number>>;
}

export interface ItemSummary {
  key: string;
  site: string;
  title: string;
  status: ItemStatus;
  locales: Record<ContentLocale, LocaleState>;
  updatedAt: string;
  updatedBy: string;
  scheduled?: { action: ScheduleAction; runAt: string };
}

export interface ContentListQuery {
  kind: ContentKindName;
  q?: string;
  site?: string;
  status?: ItemStatus;
  missing?: ContentLocale;
  limit?: number;
  offset?: number;
}

/** One locale of an item: its working copy (a draft differing from the published one) and the published copy. */
export interface LocaleCopies {
  draft: Record<string, unknown> | null;
  published: Record<string, unknown> | null;
}

export type ItemLocales = Partial<Record<ContentLocale, LocaleCopies>>;

export interface Schedule {
  id: number | string;
  action: ScheduleAction;
  runAt: string;
}

export interface ContentItem {
  key: string;
  site: string;
  status: ItemStatus;
  locales: ItemLocales;
  schedules: Schedule[];
  previewPaths?: Partial<Record<ContentLocale, string>>;
}

export interface Revision {
  id: number | string;
  action: string;
  authorLogin: string;
  createdAt: string;
  /** What changed: `<locale>.<field>` paths. */
  changed: string[] | null;
}

export interface RevisionDetail extends Revision {
  data: Partial<Record<ContentLocale, Record<string, unknown>>>;
}

/** A publish refused by the contract: each problem with its locale and field path. */
export interface PublishError {
  locale: ContentLocale;
  path: string;
  message: string;
}

export interface MediaUse {
  kind: ContentKindName;
  key: string;
  locale: ContentLocale;
  state: 'published' | 'draft';
}

export type MediaKind = 'image' | 'pdf' | 'video';

export interface MediaAsset {
  id: string;
  kind: MediaKind;
  originalName: string;
  mimeType: string;
  size: number;
  width?: number;
  height?: number;
  alt: string;
  url: string;
  image?: Image;
  createdAt: string;
}

export interface MediaAssetDetail extends MediaAsset {
  usedBy: MediaUse[];
}

export interface MediaListQuery {
  q?: string;
  kind?: MediaKind;
  limit?: number;
  offset?: number;
}
