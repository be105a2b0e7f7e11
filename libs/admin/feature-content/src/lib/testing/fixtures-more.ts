import type {
  ContentItem,
  ItemSummary,
  KindSummary,
  MediaAsset,
  MediaAssetDetail,
  Revision,
} from '../api-types';
import { fakeAssets } from './fake-services';
import { eventLocales, validEvent } from './fixtures';

/** An event item as GET /admin/api/content/events/:key answers (stories and tests). */
export function eventItem(): ContentItem {
  return {
    key: 'partner-day-2027',
    site: 'main',
    status: 'changed',
    locales: eventLocales(),
    schedules: [{ id: 7, action: 'unpublish', runAt: '2027-05-01T09:00:00.000Z' }],
  };
}

export const revisions: Revision[] = [
  {
    id: 3,
    action: 'publish',
    authorLogin: 'ada',
    createdAt: '2026-11-28T12:00:00.000Z',
    changed: ['en.name'],
  },
  {
    id: 2,
    action: 'save',
    authorLogin: 'ed',
    createdAt: '2026-11-28T10:00:00.000Z',
    changed: ['ru.name', 'ru.place'],
  },
];

export const viewedRevision = {
  id: 2,
  action: 'save',
  authorLogin: 'ed',
  createdAt: '2026-11-28T10:00:00.000Z',
  changed: ['ru.name', 'ru.place'],
  data: { en: validEvent() },
};

export const summaries: ItemSummary[] = [
  {
    key: 'partner-day-2027',
    site: 'main',
    title: 'Partner Day 2027',
    status: 'changed',
    locales: { en: 'published', ru: 'draft', de: 'missing', kz: 'missing' },
    updatedAt: '2026-11-28T10:00:00.000Z',
    updatedBy: 'ed',
    scheduled: { action: 'unpublish', runAt: '2027-05-01T09:00:00.000Z' },
  },
  {
    key: 'mining-forum-2027',
    site: 'main',
    title: 'Mining Forum 2027',
    status: 'published',
    locales: { en: 'published', ru: 'published', de: 'published', kz: 'changed' },
    updatedAt: '2026-11-20T08:30:00.000Z',
    updatedBy: 'ada',
  },
];

export const kindSummaries: KindSummary[] = [
  { kind: 'events', key: 'code', count: 12, drafts: 2, missing: { en: 0, ru: 1, de: 9, kz: 10 } },
  { kind: 'webinars', key: 'code', count: 8, drafts: 0 },
  {
    kind: 'products',
    key: 'code',
    count: 28,
    drafts: 1,
    missing: { en: 0, ru: 0, de: 20, kz: 28 },
  },
];

const [hall] = fakeAssets as [MediaAsset, ...MediaAsset[]];

export const assetDetail: MediaAssetDetail = {
  ...hall,
  usedBy: [{ kind: 'events', key: 'partner-day-2027', locale: 'en', state: 'published' }],
};
