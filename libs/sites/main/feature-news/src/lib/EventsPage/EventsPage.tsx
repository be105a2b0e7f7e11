import { Island } from '@corp/shared/document';
import type { ServedIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { EventCardPage } from '../EventList/EventList';
import { EventsPromo } from '../EventsPromo/EventsPromo.island';
import type { EventPromoData } from '../EventsPromo/EventsPromo.island';
import { PageHeading } from '../PageHeading/PageHeading';
import { useNewsTexts } from '../texts/news-texts';
import { EventsBrowser } from './EventsBrowser.island';
import styles from './EventsPage.module.scss';

export interface EventsPageProps {
  locale: Locale;
  /** The promo event, if one is running (`GET /events/?promo=true`). */
  promo: EventPromoData | null;
  industries: readonly ServedIndustry[];
  /** Page 1 of upcoming events with the default filters. */
  upcoming: EventCardPage;
  /** Page 1 of the archive kept for the page's language. */
  archive: EventCardPage;
}

/**
 * `/events/`: the promo, the format and industry filters, upcoming events and the archive. On an
 * island page (ADR 0032) the heading is server HTML; the promo and the filtered lists are parts.
 */
export function EventsPage({ locale, promo, industries, upcoming, archive }: EventsPageProps) {
  const t = useNewsTexts();
  return (
    <div className={styles['page']}>
      <PageHeading
        locale={locale}
        breadcrumbs={[{ label: t('events.title') }]}
        title={t('events.title')}
        lead={t('events.lead')}
      />
      {promo ? (
        <Island
          name="EventsPromo"
          part={EventsPromo}
          props={{ event: promo, locale, className: styles['promo'] }}
        />
      ) : null}
      <Island
        name="EventsBrowser"
        part={EventsBrowser}
        props={{ locale, industries, upcoming, archive }}
      />
    </div>
  );
}
