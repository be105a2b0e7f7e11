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

/** Spec §8: `success: false` or no `data`, and the server said nothing. */
export const PRIVACY_NO_DATA_TEXT = 'Ошибка при получении данных';
/** Spec §8: the request itself failed without a message. */
export const PRIVACY_LOAD_FAILED_TEXT = 'Ошибка при загрузке политик конфиденциальности';

/** `PRIVACY_NO_DATA_TEXT` per page locale: the spec's Russian text on ru pages. */
export const PRIVACY_NO_DATA_TEXTS = {
  ru: PRIVACY_NO_DATA_TEXT,
  en: 'Error while getting data',
  de: 'Fehler beim Abrufen der Daten',
  kz: 'Деректерді алу кезінде қате орын алды',
} as const;
/** `PRIVACY_LOAD_FAILED_TEXT` per page locale: the spec's Russian text on ru pages. */
export const PRIVACY_LOAD_FAILED_TEXTS = {
  ru: PRIVACY_LOAD_FAILED_TEXT,
  en: 'Error loading the privacy policies',
  de: 'Fehler beim Laden der Datenschutzrichtlinien',
  kz: 'Құпиялылық саясаттарын жүктеу кезінде қате орын алды',
} as const;
