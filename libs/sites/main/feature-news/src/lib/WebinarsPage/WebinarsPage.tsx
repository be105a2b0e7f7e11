import { Island } from '@corp/shared/document';
import type { ServedIndustry, WebinarsPage as WebinarsPageData } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { PageHeading } from '../PageHeading/PageHeading';
import { useNewsTexts } from '../texts/news-texts';
import { WebinarsBrowser } from './WebinarsBrowser.island';
import styles from './WebinarsPage.module.scss';

export interface WebinarsPageProps {
  locale: Locale;
  industries: readonly ServedIndustry[];
  /** Page 1 of upcoming webinars, all industries. */
  upcoming: WebinarsPageData;
  /** Page 1 of the recordings kept for the page's language, all industries. */
  archive: WebinarsPageData;
}

/**
 * `/news/webinars/`: format (upcoming, recordings or both) and industry filters, two lists. On an
 * island page (ADR 0032) the heading is server HTML and the filtered lists one part.
 */
export function WebinarsPage({ locale, industries, upcoming, archive }: WebinarsPageProps) {
  const t = useNewsTexts();
  return (
    <div className={styles['page']}>
      <PageHeading
        locale={locale}
        breadcrumbs={[{ label: t('webinars.title') }]}
        title={t('webinars.title')}
        lead={t('webinars.lead')}
      />
      <Island
        name="WebinarsBrowser"
        part={WebinarsBrowser}
        props={{ locale, industries, upcoming, archive }}
      />
    </div>
  );
}
