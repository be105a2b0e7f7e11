import '@corp/shared/ui/tokens.css';
import type { ReactNode } from 'react';
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

/** The frame every page sits in: skip link, header, main landmark, footer. */
export function SiteShell({
  brand,
  homeHref,
  skipLinkLabel,
  copyrightHolder,
  headerActions,
  children,
}: SiteShellProps) {
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
        © {new Date().getFullYear()} {copyrightHolder}
      </footer>
    </div>
  );
}
