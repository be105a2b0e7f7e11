import { useEffect, useReducer } from 'react';
import type { ServedMediaFilter } from '@corp/shared/contracts';
import { MEDIA_PAGE_SIZE, useBrowserQuery } from '@corp/shared/data-access-api/browser';
import type { Locale } from '@corp/shared/i18n';
import { Button } from '@corp/shared/ui';
import { CardGrid } from '../CardGrid/CardGrid';
import { MediaCard, toMediaCard } from '../MediaCard/MediaCard';
import { MediaFilters } from '../MediaFilters/MediaFilters';
import { useNewsTexts } from '../texts/news-texts';
import type { MediaCardPage, MediaFilterValues } from '../util/media-list-state';
import { initialMediaListState, mediaArgsOf, mediaListReducer } from '../util/media-list-state';
import styles from './MediaList.module.scss';

/** The cards of a page of media items. */
export function toMediaCardPage(page: MediaCardPage): MediaCardPage {
  return { ...page, items: page.items.map(toMediaCard) };
}

export interface MediaListProps {
  locale: Locale;
  /** The filter groups to offer (an empty list shows none). */
  filterGroups: readonly ServedMediaFilter[];
  /** The filters the server rendered `firstPage` with. */
  initialFilters: MediaFilterValues;
  /** Page 1 as the loader fetched it (server-rendered), each item as its card. */
  firstPage: MediaCardPage;
  /** Only special projects (`true`), none of them (`false`) or both (absent). */
  special?: boolean;
  /** Items per page; the spec's 6 by default. */
  pageSize?: number;
  /** The cards' title level: 2 right under the page's h1, 3 under a section heading. */
  cardHeadingLevel?: 2 | 3;
}

/**
 * The media list of spec §2.8/§4: page 1 comes from the server; a new filter asks the API for
 * its page 1 (which replaces the list), "show more" for the next page (appended). Both go
 * through RTK Query in the browser, loaded on the first change. Failures are silent and leave the list empty (§8).
 * An island page's part (ADR 0032, `news-media-list`): its props are JSON.
 */
export function MediaList({
  locale,
  filterGroups,
  initialFilters,
  firstPage,
  special,
  pageSize = MEDIA_PAGE_SIZE,
  cardHeadingLevel = 2,
}: MediaListProps) {
  const t = useNewsTexts();
  const [state, dispatch] = useReducer(mediaListReducer, undefined, () =>
    initialMediaListState(initialFilters, firstPage),
  );
  const args = mediaArgsOf(state, { locale, limit: pageSize, special });
  const page = args.page ?? 1;
  // Until the visitor changes something, the list is the server's and nothing is fetched.
  const { data, isError, isFetching } = useBrowserQuery('getMedia', args, {
    skip: !state.touched,
    locale,
  });

  useEffect(() => {
    if (!state.touched || isFetching) return;
    if (data) dispatch({ type: 'loaded', page, data });
    else if (isError) dispatch({ type: 'failed', page });
  }, [data, isError, isFetching, state.touched, page]);

  const loading = state.touched && isFetching;
  const hasMore = state.items.length < state.count;
  return (
    <div className={styles['list']}>
      <MediaFilters
        groups={filterGroups}
        values={state.filters}
        onChange={(key, value) => dispatch({ type: 'filter', key, value })}
        onReset={() => dispatch({ type: 'reset' })}
      />
      <div aria-live="polite" className={styles['status']}>
        {!loading && state.touched && !isError && state.count === 0 ? (
          <p className={styles['empty']}>{t('media.empty')}</p>
        ) : null}
        {state.count > 0 ? (
          <p className={styles['count']}>
            {t('common.shown', { shown: state.items.length, total: state.count })}
          </p>
        ) : null}
      </div>
      <CardGrid
        items={state.items}
        keyOf={(item) => item.code}
        label={t('media.listLabel')}
        busy={loading}
        renderItem={(item) => (
          <MediaCard item={item} locale={locale} headingLevel={cardHeadingLevel} />
        )}
        fromServer={!state.touched}
      />
      {hasMore || loading ? (
        <div className={styles['more']}>
          <Button
            variant="secondary"
            pending={loading}
            pendingLabel={t('common.loading')}
            onClick={() => dispatch({ type: 'more' })}
          >
            {t('common.more')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
