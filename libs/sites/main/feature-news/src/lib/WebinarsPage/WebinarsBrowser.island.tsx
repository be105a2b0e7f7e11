import { useState } from 'react';
import type { ServedIndustry, WebinarsPage as WebinarsPageData } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { ListFilters } from '../ListFilters/ListFilters';
import { useNewsTexts } from '../texts/news-texts';
import { WebinarList } from '../WebinarList/WebinarList';
import { industryNames } from '../util/industries';
import type { WebinarFormatFilter } from '../util/list-args';
import { WEBINAR_FORMAT_FILTERS, webinarsArgs } from '../util/list-args';
import styles from './WebinarsPage.module.scss';

export interface WebinarsBrowserProps {
  locale: Locale;
  industries: readonly ServedIndustry[];
  /** Page 1 of upcoming webinars, all industries. */
  upcoming: WebinarsPageData;
  /** Page 1 of the recordings kept for the page's language, all industries. */
  archive: WebinarsPageData;
}

/**
 * The webinars page's format (upcoming, recordings or both) and industry filters with the lists
 * they filter, each paged through the API. An island page's part (ADR 0032, `news-webinars`):
 * its props are JSON, and nothing in it imports React Router.
 */
export function WebinarsBrowser({ locale, industries, upcoming, archive }: WebinarsBrowserProps) {
  const t = useNewsTexts();
  const [format, setFormat] = useState<WebinarFormatFilter>('all');
  const [industry, setIndustry] = useState(0);
  const names = industryNames(industries);
  const showUpcoming = format !== 'recordings';
  // The first card under the heading: the upcoming list's, or the recordings' when it has none.
  const upcomingAtTop = showUpcoming && upcoming.items.length > 0;
  return (
    <>
      <div className={styles['filters']}>
        <ListFilters
          label={t('webinars.filters.label')}
          filters={[
            {
              id: 'webinars-format',
              label: t('webinars.filters.format'),
              options: WEBINAR_FORMAT_FILTERS.map((value) => ({
                value,
                label: t(`webinars.formats.${value}`),
              })),
              value: format,
              onChange: (value) => setFormat(value as WebinarFormatFilter),
            },
            {
              id: 'webinars-industry',
              label: t('webinars.filters.industry'),
              options: [
                { value: '0', label: t('common.allIndustries') },
                ...industries.map((item) => ({ value: String(item.id), label: item.name })),
              ],
              value: String(industry),
              onChange: (value) => setIndustry(Number(value) || 0),
            },
          ]}
        />
      </div>
      {showUpcoming ? (
        <WebinarList
          key={`upcoming-${industry}`}
          locale={locale}
          kind="upcoming"
          industry={industry}
          initialArgs={webinarsArgs(locale, 'upcoming', 0, 1)}
          initial={upcoming}
          industryNames={names}
          title={t('webinars.upcoming')}
          emptyText={t('webinars.emptyUpcoming')}
          headingId="webinars-upcoming"
          atTop={upcomingAtTop}
        />
      ) : null}
      {format !== 'upcoming' ? (
        <WebinarList
          key={`archive-${industry}`}
          locale={locale}
          kind="archive"
          industry={industry}
          initialArgs={webinarsArgs(locale, 'archive', 0, 1)}
          initial={archive}
          industryNames={names}
          title={t('webinars.archive')}
          emptyText={t('webinars.emptyArchive')}
          headingId="webinars-archive"
          atTop={!upcomingAtTop}
        />
      ) : null}
    </>
  );
}
