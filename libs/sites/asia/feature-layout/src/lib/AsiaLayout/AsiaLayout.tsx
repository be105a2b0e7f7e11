import type { ReactNode } from 'react';
import { openConsentSettings } from '@corp/shared/consent';
import type { ServedOffice } from '@corp/shared/contracts';
import { HydrationBoundary } from '@corp/shared/document';
import { Logo, useLayoutTexts } from '@corp/shared/layout';
import { BackToTop } from '@corp/shared/ui';
import { AsiaHeader } from '../AsiaHeader/AsiaHeader';
import { useAsiaLayoutTexts } from '../asia-layout-texts';
import type { AsiaLocale } from '../asia-locale';
import { telHref } from '../contact-links';
import styles from './AsiaLayout.module.scss';

/** Spec §2.8 static downloads: the Russian privacy policy (the site speaks ru and kz). */
export const ASIA_PRIVACY_POLICY = '/download/Privacy_Policy_Rus.pdf';

export interface AsiaLayoutProps {
  locale: AsiaLocale;
  /** The regional office (Almaty): its phone and e-mail in the header, all of it in the footer. */
  office: ServedOffice | null;
  children: ReactNode;
}

/**
 * Spec §2.7 "Asia layout with its own header, language switcher, send-request modal and success
 * modal": skip link, the Asia header, the page, a footer with the regional contacts, the
 * privacy policy and "Cookie settings", and the back-to-top button. The dialogs come
 * from the page's `ModalProvider` (the app's layout route).
 */
export function AsiaLayout({ locale, office, children }: AsiaLayoutProps) {
  const layout = useLayoutTexts();
  const t = useAsiaLayoutTexts();
  return (
    <div className={styles['frame']} data-layout="asia">
      <a className={styles['skipLink']} href="#content">
        {layout('skipLink')}
      </a>
      <AsiaHeader locale={locale} office={office} />
      <main id="content" tabIndex={-1} className={styles['main']}>
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
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
      <BackToTop />
    </div>
  );
}
