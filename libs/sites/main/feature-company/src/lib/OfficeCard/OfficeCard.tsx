import type { ServedOffice } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Icon } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import { SiteLink, sitePath } from '@corp/shared/page-parts';
import styles from './OfficeCard.module.scss';

export interface OfficeCardProps {
  office: ServedOffice;
  locale: Locale;
}

/** `+7 727 339-12-45` → `tel:+77273391245`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** An office in the contacts list: city, name, address, phone, e-mail, hours and its page. */
export function OfficeCard({ office, locale }: OfficeCardProps) {
  const t = useCompanyTexts();
  const titleId = `office-${office.code}`;
  return (
    <article className={styles['card']} aria-labelledby={titleId}>
      <p className={styles['city']}>
        {office.city}
        {office.isHeadOffice && <span className={styles['badge']}>{t('contacts.headOffice')}</span>}
      </p>
      <h3 id={titleId} className={styles['title']}>
        <SiteLink
          className={styles['titleLink']}
          href={sitePath(`/contacts/${office.code}/`, locale)}
        >
          {office.title}
        </SiteLink>
      </h3>
      <address className={styles['details']}>
        <span>{office.address}</span>
        <a className={styles['contact']} href={telHref(office.phone)}>
          <Icon name="phone" size={18} />
          {office.phone}
        </a>
        <a className={styles['contact']} href={`mailto:${office.email}`}>
          <Icon name="mail" size={18} />
          {office.email}
        </a>
      </address>
      <p className={styles['hours']}>
        <span className={styles['hoursLabel']}>{t('contacts.hours')}</span> {office.workingHours}
      </p>
    </article>
  );
}
