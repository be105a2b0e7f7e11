import '@corp/shared/ui/tokens.css';
import type { ReactNode } from 'react';
import { openConsentSettings } from '@corp/shared/consent';
import { useLayoutTexts } from '../Layouts/layout-texts';
import styles from './SiteShell.module.scss';

export interface SiteShellProps {
  /** Brand text of the header, linking home. */
  brand: string;
  homeHref: string;
  /** Text of the keyboard skip link, in the page's language. */
  skipLinkLabel: string;
  /** Copyright holder shown in the footer after "© {year}". */
  copyrightHolder: string;
  headerActions?: ReactNode;
  children: ReactNode;
}

/** The frame every page sits in: skip link, header, main landmark, footer (with "Cookie settings"). */
export function SiteShell({
  brand,
  homeHref,
  skipLinkLabel,
  copyrightHolder,
  headerActions,
  children,
}: SiteShellProps) {
  const t = useLayoutTexts();
  return (
    <div className={styles['shell']}>
      <a className={styles['skipLink']} href="#content">
        {skipLinkLabel}
      </a>
      <header className={styles['header']}>
        <a className={styles['brand']} href={homeHref}>
          {brand}
        </a>
        {headerActions}
      </header>
      <main id="content" className={styles['main']} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles['footer']}>
        <span>
          © {new Date().getFullYear()} {copyrightHolder}
        </span>
        <button type="button" className={styles['footerButton']} onClick={openConsentSettings}>
          {t('footer.cookieSettings')}
        </button>
      </footer>
    </div>
  );
}
