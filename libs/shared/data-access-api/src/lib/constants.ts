/**
 * The plain values of the api (no RTK, no schemas): the browser's first load imports them
 * through `@corp/shared/data-access-api/browser` without loading the store.
 */

/** Media list page size (spec §9). */
export const MEDIA_PAGE_SIZE = 6;

/** Events page and archive size (spec §9). */
export const EVENTS_PAGE_SIZE = 9;

/** Spec §7: these flags pick the events list; otherwise upcoming events. */
export const EVENT_LIST_FLAGS = [
  'promo',
  'topEvent',
  'additional_top',
  'additional',
  'showAfterEndRu',
  'showAfterEndEn',
  'archive',
] as const;
export type EventListFlag = (typeof EVENT_LIST_FLAGS)[number];
