import type { MediaArgs } from '@corp/shared/data-access-api';
import type { MediaCardData } from '../MediaCard/MediaCard';

/** The filter groups of the media list (`GET /media/filters/` codes). */
export const MEDIA_FILTER_KEYS = ['type', 'industry', 'product', 'tag', 'year'] as const;
export type MediaFilterKey = (typeof MEDIA_FILTER_KEYS)[number];

/** The chosen option `value` of each group; a missing or empty value means "all". */
export type MediaFilterValues = Partial<Record<MediaFilterKey, string>>;

/**
 * A page of the media list as its cards show it: the loader's page 1 (trimmed to the cards'
 * fields) and the API's later pages (whole items) alike.
 */
export interface MediaCardPage {
  items: MediaCardData[];
  count: number;
}

export interface MediaListState {
  filters: MediaFilterValues;
  /** The last page asked for, from 1. */
  page: number;
  /** Every item of pages 1…`page` that has arrived, in order. */
  items: MediaCardData[];
  /** How many items the current filters match. */
  count: number;
  /** False while the list still shows what the server rendered. */
  touched: boolean;
}

export type MediaListAction =
  | { type: 'filter'; key: MediaFilterKey; value: string }
  | { type: 'reset' }
  | { type: 'more' }
  | { type: 'loaded'; page: number; data: MediaCardPage }
  | { type: 'failed'; page: number };

/** Filters without their empty ("all") values, so equal choices compare equal. */
export function activeFilters(filters: MediaFilterValues): MediaFilterValues {
  const active: MediaFilterValues = {};
  for (const key of MEDIA_FILTER_KEYS) {
    const value = filters[key];
    if (value) active[key] = value;
  }
  return active;
}

/** The list as the server rendered it: page 1 of the initial filters. */
export function initialMediaListState(
  filters: MediaFilterValues,
  firstPage: MediaCardPage,
): MediaListState {
  return {
    filters: activeFilters(filters),
    page: 1,
    items: firstPage.items,
    count: firstPage.count,
    touched: false,
  };
}

/**
 * Spec §4 media list: a new filter resets the page to 1 (its page replaces the list when it
 * arrives); "more" asks for the next page, which is appended. A failed first page leaves the
 * list empty (§8, no message); a failed later page keeps what is shown and can be asked again.
 */
export function mediaListReducer(state: MediaListState, action: MediaListAction): MediaListState {
  switch (action.type) {
    case 'filter': {
      const filters = activeFilters({ ...state.filters, [action.key]: action.value });
      return { ...state, filters, page: 1, touched: true };
    }
    case 'reset':
      return { ...state, filters: {}, page: 1, touched: true };
    case 'more':
      return state.items.length < state.count
        ? { ...state, page: state.page + 1, touched: true }
        : state;
    case 'loaded': {
      if (action.page !== state.page) return state;
      if (action.page === 1) {
        return { ...state, items: action.data.items, count: action.data.count };
      }
      const known = new Set(state.items.map((item) => item.code));
      const added = action.data.items.filter((item) => !known.has(item.code));
      return { ...state, items: [...state.items, ...added], count: action.data.count };
    }
    case 'failed':
      if (action.page !== state.page) return state;
      return action.page === 1
        ? { ...state, items: [], count: 0 }
        : { ...state, page: state.page - 1 };
    default:
      return state;
  }
}

/** The `POST /media/` arguments of the page the state asks for. */
export function mediaArgsOf(
  state: Pick<MediaListState, 'filters' | 'page'>,
  base: Pick<MediaArgs, 'locale' | 'limit' | 'special'>,
): MediaArgs {
  return { ...base, ...activeFilters(state.filters), page: state.page };
}

/** Initial filters from a list URL's query (`?tag=11&year=2026`), e.g. a tag link. */
export function mediaFiltersFromSearch(search: URLSearchParams): MediaFilterValues {
  const filters: MediaFilterValues = {};
  for (const key of MEDIA_FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value && /^[a-z0-9_-]{1,60}$/i.test(value)) filters[key] = value;
  }
  return filters;
}
