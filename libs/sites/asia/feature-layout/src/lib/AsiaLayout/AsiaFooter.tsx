import { openConsentSettings } from '@corp/shared/consent';
import type { ServedOffice } from '@corp/shared/contracts';
import { Logo, useLayoutTexts } from '@corp/shared/layout/islands';
import { useAsiaLayoutTexts } from '../asia-layout-texts';
import { telHref } from '../contact-links';
import styles from './AsiaLayout.module.scss';

export const ASIA_PRIVACY_POLICY = '/download/Privacy_Policy_Rus.pdf';

/**
 * The Asia site's footer: the regional office, the privacy policy and the cookie settings. An
 * island of the island page (ADR 0032).
 */
export function AsiaFooter({ office }: { office: ServedOffice | null }) {
  const layout = useLayoutTexts();
  const t = useAsiaLayoutTexts();
  return (
    <footer className={styles['footer']} aria-label={layout('footer.label')}>
      <div className={styles['footerInner']}>
        <div className={styles['footerBrand']}>
          <Logo name={layout('brand')} />
          <span>{t('region')}</span>
        </div>
        {office ? (
          <address className={styles['address']} aria-label={t('contacts')}>
            <span>{office.address}</span>
            <a href={telHref(office.phone)}>{office.phone}</a>
            <a href={`mailto:${office.email}`}>{office.email}</a>
            <span>{office.workingHours}</span>
          </address>
        ) : null}
      </div>
      <div className={styles['footerBottom']}>
        {/* The year of the render: hydrated as served across a new year (see Footer). */}
        <span suppressHydrationWarning>
          {layout('footer.copyright', { year: new Date().getFullYear() })}
        </span>
        <a href={ASIA_PRIVACY_POLICY} target="_blank" rel="noreferrer">
          {layout('footer.privacyPolicy')}
        </a>
        <button type="button" className={styles['footerButton']} onClick={openConsentSettings}>
          {layout('footer.cookieSettings')}
        </button>
      </div>
    </footer>
  );
}
