import { MEDIA_PAGE_SIZE } from '@corp/shared/data-access-api';
import type { MediaCardData } from '../MediaCard/MediaCard';
import type { MediaCardPage } from './media-list-state';
import {
  initialMediaListState,
  mediaArgsOf,
  mediaFiltersFromSearch,
  mediaListReducer,
} from './media-list-state';

const item = (code: string) => ({ code }) as MediaCardData;
const page = (codes: string[], count: number): MediaCardPage => ({ items: codes.map(item), count });
const codes = (items: readonly MediaCardData[]) => items.map((entry) => entry.code);

describe('media list state (spec §4 "Media list")', () => {
  const start = initialMediaListState({}, page(['a', 'b', 'c', 'd', 'e', 'f'], 9));

  it('asks for pages of six (spec §9)', () => {
    expect(MEDIA_PAGE_SIZE).toBe(6);
    expect(mediaArgsOf(start, { locale: 'en', limit: MEDIA_PAGE_SIZE })).toEqual({
      locale: 'en',
      limit: 6,
      page: 1,
    });
  });

  it('appends the next page to the list', () => {
    const asked = mediaListReducer(start, { type: 'more' });
    expect(asked.page).toBe(2);
    const loaded = mediaListReducer(asked, {
      type: 'loaded',
      page: 2,
      data: page(['g', 'h', 'i'], 9),
    });
    expect(codes(loaded.items)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    // Everything is shown: no page 3 is asked for.
    expect(mediaListReducer(loaded, { type: 'more' }).page).toBe(2);
  });

  it('resets the page to 1 on a new filter and replaces the list with its page 1', () => {
    const onPage2 = mediaListReducer(mediaListReducer(start, { type: 'more' }), {
      type: 'loaded',
      page: 2,
      data: page(['g', 'h', 'i'], 9),
    });
    const filtered = mediaListReducer(onPage2, { type: 'filter', key: 'type', value: 'video' });
    expect(filtered.page).toBe(1);
    expect(filtered.filters).toEqual({ type: 'video' });
    expect(mediaArgsOf(filtered, { locale: 'ru', limit: 6 })).toEqual({
      locale: 'ru',
      limit: 6,
      page: 1,
      type: 'video',
    });
    const loaded = mediaListReducer(filtered, {
      type: 'loaded',
      page: 1,
      data: page(['v1', 'v2'], 2),
    });
    expect(codes(loaded.items)).toEqual(['v1', 'v2']);
    expect(loaded.count).toBe(2);
  });

  it('treats "All" as no filter and reset as all filters cleared', () => {
    const typed = mediaListReducer(start, { type: 'filter', key: 'year', value: '2026' });
    expect(mediaListReducer(typed, { type: 'filter', key: 'year', value: '' }).filters).toEqual({});
    expect(mediaListReducer(typed, { type: 'reset' })).toMatchObject({ filters: {}, page: 1 });
  });

  it('leaves the list empty when a first page fails, and keeps it when a later one does', () => {
    const filtered = mediaListReducer(start, { type: 'filter', key: 'tag', value: '3' });
    expect(mediaListReducer(filtered, { type: 'failed', page: 1 })).toMatchObject({
      items: [],
      count: 0,
    });
    const more = mediaListReducer(start, { type: 'more' });
    const failed = mediaListReducer(more, { type: 'failed', page: 2 });
    expect(failed.page).toBe(1);
    expect(codes(failed.items)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('ignores a page that is no longer the one asked for', () => {
    const filtered = mediaListReducer(mediaListReducer(start, { type: 'more' }), {
      type: 'filter',
      key: 'type',
      value: 'review',
    });
    expect(mediaListReducer(filtered, { type: 'loaded', page: 2, data: page(['late'], 9) })).toBe(
      filtered,
    );
  });

  it('reads linked filters from the URL and ignores anything else', () => {
    expect(
      mediaFiltersFromSearch(new URLSearchParams('tag=11&year=2026&utm_source=x&type=<b>')),
    ).toEqual({ tag: '11', year: '2026' });
  });
});
