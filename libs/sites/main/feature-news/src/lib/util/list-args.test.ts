import { EVENTS_PAGE_SIZE } from '@corp/shared/data-access-api';
import {
  DEFAULT_EVENT_FILTERS,
  eventsArgs,
  pageCount,
  sameArgs,
  shownPage,
  webinarsArgs,
} from './list-args';

describe('events and webinars list arguments', () => {
  it('asks for pages of nine, upcoming by default (spec §9)', () => {
    expect(EVENTS_PAGE_SIZE).toBe(9);
    expect(eventsArgs('en', 'upcoming', DEFAULT_EVENT_FILTERS, 1)).toEqual({
      locale: 'en',
      page: 1,
      limit: 9,
    });
  });

  it('asks for the archive kept for the page language (spec §7 flags)', () => {
    expect(eventsArgs('ru', 'archive', DEFAULT_EVENT_FILTERS, 2)).toEqual({
      locale: 'ru',
      page: 2,
      limit: 9,
      showAfterEndRu: true,
    });
    expect(webinarsArgs('en', 'archive', 0, 1)).toEqual({
      locale: 'en',
      page: 1,
      limit: 9,
      showAfterEndEn: true,
    });
  });

  it('sends format and industry only when they narrow the list', () => {
    expect(eventsArgs('en', 'upcoming', { format: 'online', industry: 4 }, 1)).toEqual({
      locale: 'en',
      page: 1,
      limit: 9,
      format: 'online',
      industry: 4,
    });
  });

  it('compares arguments whatever their key order', () => {
    expect(sameArgs({ a: 1, b: 2, c: undefined }, { b: 2, a: 1 })).toBe(true);
    expect(sameArgs({ a: 1 }, { a: 2 })).toBe(false);
  });

  it('counts pages', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });
});

describe('shownPage', () => {
  type Page = { items: string[]; totalCount: number; page: number };
  const initial: Page = { items: ['server'], totalCount: 1, page: 1 };
  const fetched: Page = { items: ['fetched'], totalCount: 1, page: 2 };
  const empty: Page = { items: [], totalCount: 0, page: 1 };

  it('shows the server page while the arguments are the server’s', () => {
    expect(shownPage(true, initial, empty, { isError: false, isFetching: false })).toEqual({
      page: initial,
      loading: false,
      failed: false,
    });
  });

  it('shows what the hook fetched, and the last page while the next loads', () => {
    expect(
      shownPage(false, initial, empty, {
        data: fetched,
        isError: false,
        isFetching: false,
      }).page,
    ).toBe(fetched);
    expect(shownPage(false, initial, empty, { isError: false, isFetching: true })).toEqual({
      page: initial,
      loading: true,
      failed: false,
    });
  });

  it('leaves the list empty when the call failed (spec §8)', () => {
    expect(
      shownPage(false, initial, empty, {
        data: fetched,
        isError: true,
        isFetching: false,
      }),
    ).toEqual({ page: empty, loading: false, failed: true });
  });
});
