import type { ServedOffice } from '@corp/shared/contracts';
import { Logo, useLayoutTexts } from '@corp/shared/layout/islands';
import { ModalButton } from '@corp/shared/modals';
import { buttonClassName } from '@corp/shared/ui';
import { AsiaLanguageSwitch } from '../AsiaLanguageSwitch/AsiaLanguageSwitch';
import { useAsiaLayoutTexts } from '../asia-layout-texts';
import type { AsiaLocale } from '../asia-locale';
import { telHref } from '../contact-links';
import { ASIA_HEADER_SCROLL_THRESHOLD, useScrolledPast } from './useScrolledPast';
import styles from './AsiaHeader.module.scss';

export interface AsiaHeaderProps {
  locale: AsiaLocale;
  /** The regional office whose phone and e-mail the header shows (none while unknown). */
  office: Pick<ServedOffice, 'phone' | 'email'> | null;
}

/**
 * Spec §2.7 Asia layout, §4 Header: the brand linking to the locale's home, the regional phone
 * and e-mail, the RU/KZ switch and the send-request button; compact and dark after 30 px.
 */
export function AsiaHeader({ locale, office }: AsiaHeaderProps) {
  const layout = useLayoutTexts();
  const t = useAsiaLayoutTexts();
  const scrolled = useScrolledPast(ASIA_HEADER_SCROLL_THRESHOLD);
  return (
    <header
      className={[styles['header'], scrolled ? styles['scrolled'] : undefined]
        .filter(Boolean)
        .join(' ')}
      data-scrolled={scrolled ? 'true' : 'false'}
    >
      <div className={styles['inner']}>
        <a className={styles['brand']} href={`/${locale}/`}>
          <Logo name={layout('brand')} />
          <span className={styles['region']}>{t('region')}</span>
        </a>
        {office ? (
          <ul className={styles['contacts']} aria-label={t('contacts')}>
            <li>
              <a className={styles['contact']} href={telHref(office.phone)}>
                <span className={styles['contactLabel']}>{layout('header.phone')}: </span>
                {office.phone}
              </a>
            </li>
            <li>
              <a className={styles['contact']} href={`mailto:${office.email}`}>
                <span className={styles['contactLabel']}>{layout('header.email')}: </span>
                {office.email}
              </a>
            </li>
          </ul>
        ) : null}
        <div className={styles['actions']}>
          <AsiaLanguageSwitch locale={locale} />
          <ModalButton
            modal="send-request"
            className={buttonClassName({ variant: 'primary' }, styles['request'])}
          >
            {t('sendRequest')}
          </ModalButton>
        </div>
      </div>
    </header>
  );
}
