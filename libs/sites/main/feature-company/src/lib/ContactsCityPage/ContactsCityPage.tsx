import type { ServedOffice } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Icon } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import { ContactCta, PageCrumbs, PageHero, PageSection, sitePath } from '@corp/shared/page-parts';
import { telHref } from '../OfficeCard/OfficeCard';
import { OfficeCities } from '../OfficeCities/OfficeCities';
import styles from './ContactsCityPage.module.scss';

export interface ContactsCityPageProps {
  locale: Locale;
  office: ServedOffice;
  /** Every office, for the way on to the other cities. */
  offices: readonly ServedOffice[];
}

/** The office on a public map (a link only: nothing loads from the map's host). */
export function mapHref({ lat, lng }: ServedOffice['coordinates']): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

/** Spec §2.2 `/contacts/{city}/`: one office with its address, phone, e-mail and hours. */
export function ContactsCityPage({ locale, office, offices }: ContactsCityPageProps) {
  const t = useCompanyTexts();
  return (
    <div>
      <PageHero
        breadcrumbs={
          <PageCrumbs
            locale={locale}
            items={[
              { label: t('contacts.title'), href: sitePath('/contacts/', locale) },
              { label: office.city },
            ]}
          />
        }
        eyebrow={office.isHeadOffice ? `${office.city} · ${t('contacts.headOffice')}` : office.city}
        title={office.title}
        text={office.description}
      />
      <PageSection id="office" title={t('contacts.detailsTitle')}>
        <dl className={styles['details']}>
          <div className={styles['row']}>
            <dt>{t('contacts.address')}</dt>
            <dd>
              <address className={styles['address']}>{office.address}</address>
              <a
                className={styles['link']}
                href={mapHref(office.coordinates)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('contacts.map')}
                <span className={styles['hidden']}> ({t('common.newTab')})</span>
              </a>
            </dd>
          </div>
          <div className={styles['row']}>
            <dt>{t('contacts.phone')}</dt>
            <dd>
              <a className={styles['link']} href={telHref(office.phone)}>
                <Icon name="phone" size={18} />
                {office.phone}
              </a>
            </dd>
          </div>
          <div className={styles['row']}>
            <dt>{t('contacts.email')}</dt>
            <dd>
              <a className={styles['link']} href={`mailto:${office.email}`}>
                <Icon name="mail" size={18} />
                {office.email}
              </a>
            </dd>
          </div>
          <div className={styles['row']}>
            <dt>{t('contacts.hoursTitle')}</dt>
            <dd>{office.workingHours}</dd>
          </div>
        </dl>
      </PageSection>
      {offices.length > 1 && (
        <PageSection id="cities" title={t('contacts.otherCities')} tone="subtle">
          <OfficeCities
            offices={offices}
            locale={locale}
            current={office.code}
            label={t('contacts.otherCities')}
          />
        </PageSection>
      )}
      <ContactCta />
    </div>
  );
}
