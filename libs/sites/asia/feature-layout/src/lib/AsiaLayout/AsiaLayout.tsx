import type { ReactNode } from 'react';
import type { ServedOffice } from '@corp/shared/contracts';
import { Island } from '@corp/shared/document';
import { LayoutIsland, useLayoutTexts } from '@corp/shared/layout';
import { AsiaHeader } from '../AsiaHeader/AsiaHeader';
import type { AsiaLocale } from '../asia-locale';
import { AsiaFooter } from './AsiaFooter';
import styles from './AsiaLayout.module.scss';

export { ASIA_PRIVACY_POLICY } from './AsiaFooter';

/** Spec §2.8 static downloads: the Russian privacy policy (the site speaks ru and kz). */
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
  return (
    <div className={styles['frame']} data-layout="asia">
      <a className={styles['skipLink']} href="#content">
        {layout('skipLink')}
      </a>
      <Island name="AsiaHeader" part={AsiaHeader} props={{ locale, office }} />
      <main id="content" tabIndex={-1} className={styles['main']}>
        {children}
      </main>
      <Island name="AsiaFooter" part={AsiaFooter} props={{ office }} />
      <LayoutIsland name="BackToTop" props={{}} />
    </div>
  );
}
