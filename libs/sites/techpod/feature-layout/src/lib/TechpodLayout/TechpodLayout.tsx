import type { ReactNode } from 'react';
import { LayoutIsland, useLayoutTexts } from '@corp/shared/layout';
import styles from './TechpodLayout.module.scss';

export interface TechpodLayoutProps {
  children: ReactNode;
}

/**
 * Spec §2.7 techpod layout: the page alone, with no header or footer; a skip link to the
 * episodes and the back-to-top button (§2.8) are all the chrome it has.
 */
export function TechpodLayout({ children }: TechpodLayoutProps) {
  const t = useLayoutTexts();
  return (
    <div className={styles['frame']} data-layout="techpod">
      <a className={styles['skipLink']} href="#content">
        {t('skipLink')}
      </a>
      <main id="content" tabIndex={-1} className={styles['main']}>
        {children}
      </main>
      <LayoutIsland name="BackToTop" props={{}} />
    </div>
  );
}
