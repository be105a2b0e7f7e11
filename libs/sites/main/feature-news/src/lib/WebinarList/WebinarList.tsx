import { useState } from 'react';
import type { WebinarsPage } from '@corp/shared/contracts';
import { useBrowserQuery } from '@corp/shared/data-access-api/browser';
import type { WebinarsArgs } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { PagedSection } from '../PagedSection/PagedSection';
import { WebinarCard } from '../WebinarCard/WebinarCard';
import type { ListKind } from '../util/list-args';
import {
  EMPTY_WEBINARS_PAGE,
  WEBINARS_PAGE_SIZE,
  pageCount,
  sameArgs,
  shownPage,
  webinarsArgs,
} from '../util/list-args';

export interface WebinarListProps {
  locale: Locale;
  kind: ListKind;
  /** Industry id, 0 for all. */
  industry: number;
  initialArgs: WebinarsArgs;
  initial: WebinarsPage;
  industryNames: Readonly<Record<number, string>>;
  title: string;
  emptyText: string;
  headingId: string;
  /**
   * The list is the first thing under the page's heading: its first card's picture is the
   * largest one of the first paint on a phone, so it loads at once with high priority.
   */
  atTop?: boolean;
}

/**
 * Upcoming webinars or the recordings kept for the page's language (spec §7 archive flags), nine
 * a page: the server's page 1 first, the rest through the RTK Query hook. Key it by its filter.
 */
export function WebinarList({
  locale,
  kind,
  industry,
  initialArgs,
  initial,
  industryNames,
  title,
  emptyText,
  headingId,
  atTop = false,
}: WebinarListProps) {
  const [page, setPage] = useState(1);
  const args = webinarsArgs(locale, kind, industry, page);
  const isInitial = sameArgs(args, initialArgs);
  const report = useBrowserQuery('getWebinars', args, { skip: isInitial, locale });
  const shown = shownPage(isInitial, initial, EMPTY_WEBINARS_PAGE, report);
  return (
    <PagedSection
      title={title}
      headingId={headingId}
      items={shown.page.items}
      keyOf={(webinar) => webinar.code}
      renderItem={(webinar, index) => (
        <WebinarCard
          webinar={webinar}
          priority={atTop && page === 1 && index === 0}
          locale={locale}
          kind={kind}
          industryName={industryNames[webinar.industry]}
        />
      )}
      page={page}
      totalPages={pageCount(shown.page.totalCount, WEBINARS_PAGE_SIZE)}
      onPageChange={setPage}
      loading={shown.loading}
      failed={shown.failed}
      emptyText={emptyText}
      fromServer={isInitial}
    />
  );
}
