import { Island } from '@corp/shared/document';
import type { ServedMediaFilter } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { MediaList } from '../MediaList/MediaList.island';
import { NewsBlock } from '../NewsBlock/NewsBlock';
import type { NewsStoryData } from '../NewsBlock/NewsBlock';
import { PageHeading } from '../PageHeading/PageHeading';
import { useNewsTexts } from '../texts/news-texts';
import type { MediaCardPage, MediaFilterValues } from '../util/media-list-state';
import { newsPaths } from '../util/paths';
import styles from './MediaListPage.module.scss';

export type MediaListVariant = 'all' | 'special';

export interface MediaListPageProps {
  locale: Locale;
  /** `/news/media/` (every material) or `/news/media/special/` (special projects). */
  variant: MediaListVariant;
  filterGroups: readonly ServedMediaFilter[];
  initialFilters: MediaFilterValues;
  firstPage: MediaCardPage;
  /** The company news of the media page: its lead story and top row (none on special projects). */
  news?: { lead: NewsStoryData | null; top: readonly NewsStoryData[] };
}

/**
 * The media page and the special projects page (spec §2.2, §2.8 "Lists: media"). On an island
 * page (ADR 0032) the heading and the company news are server HTML; the filters with the list
 * they filter ("show more" included) are one part.
 */
export function MediaListPage({
  locale,
  variant,
  filterGroups,
  initialFilters,
  firstPage,
  news,
}: MediaListPageProps) {
  const t = useNewsTexts();
  const special = variant === 'special';
  const hasNews = Boolean(news && (news.lead || news.top.length > 0));
  const breadcrumbs = special
    ? [{ label: t('media.title'), href: newsPaths.media(locale) }, { label: t('special.title') }]
    : [{ label: t('media.title') }];
  return (
    <div className={styles['page']}>
      <PageHeading
        locale={locale}
        breadcrumbs={breadcrumbs}
        title={special ? t('special.title') : t('media.title')}
        lead={special ? t('special.lead') : t('media.lead')}
      />
      {hasNews && news ? <NewsBlock locale={locale} lead={news.lead} top={news.top} /> : null}
      <section
        className={styles['section']}
        {...(hasNews
          ? { 'aria-labelledby': 'media-list-title' }
          : { 'aria-label': t('media.listLabel') })}
      >
        {hasNews ? (
          <h2 id="media-list-title" className={styles['title']}>
            {t('media.listLabel')}
          </h2>
        ) : null}
        <Island
          // Another locale, variant or linked filter starts from its own server-rendered list.
          key={`${locale}-${variant}-${JSON.stringify(initialFilters)}`}
          name="MediaList"
          part={MediaList}
          props={{
            locale,
            filterGroups: special
              ? filterGroups.filter((group) => group.code !== 'type')
              : filterGroups,
            cardHeadingLevel: hasNews ? 3 : 2,
            initialFilters,
            firstPage,
            ...(special ? { special: true } : {}),
          }}
        />
      </section>
    </div>
  );
}
