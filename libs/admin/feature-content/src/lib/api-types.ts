import type { ContentKindName, Image } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { ItemLocales } from './schema/fallback';

/** The shapes of /admin/api/content and /admin/api/media (notes/editorial-api.md). */
export type LocaleState = 'published' | 'changed' | 'draft' | 'missing';
export type ItemStatus = 'published' | 'draft' | 'changed';
export type ScheduleAction = 'publish' | 'unpublish';

export interface KindSummary {
  kind: ContentKindName;
  key: string;
  count: number;
  drafts: number;
  /** Items without a copy per locale, when the server counts them. */
  missing?: Partial<Record<Locale, number>>;
}

export interface ItemSummary {
  key: string;
  site: string;
  title: string;
  status: ItemStatus;
  locales: Record<Locale, LocaleState>;
  updatedAt: string;
  updatedBy: string;
  scheduled?: { action: ScheduleAction; runAt: string };
}

export interface ContentListQuery {
  kind: ContentKindName;
  q?: string;
  site?: string;
  status?: ItemStatus;
  missing?: Locale;
  limit?: number;
  offset?: number;
}

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
  previewPaths?: Partial<Record<Locale, string>>;
}

export interface Revision {
  id: number | string;
  action: string;
  authorLogin: string;
  createdAt: string;
  /** What changed: locales and/or field paths, as the server lists them. */
  changed: unknown;
}

export interface RevisionDetail extends Revision {
  data: Partial<Record<Locale, Record<string, unknown>>>;
}

/** A publish refused by the contract: each problem with its locale and field path. */
export interface PublishError {
  locale: Locale;
  path: string;
  message: string;
}

export interface MediaUse {
  kind: ContentKindName;
  key: string;
  locale: Locale;
  state: 'published' | 'draft';
}

export interface MediaAsset {
  id: string;
  kind: 'image' | 'pdf' | 'video';
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
