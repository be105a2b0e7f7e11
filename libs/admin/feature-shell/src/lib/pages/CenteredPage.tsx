import type { ReactNode } from 'react';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './CenteredPage.module.scss';

/** The frame of the pages before signing in: the language switch and one centred panel. */
export function CenteredPage({ children }: { children: ReactNode }) {
  const t = useAdminT();
  return (
    <div className={styles['page']}>
      <header className={styles['header']}>
        <p className={styles['brand']}>{t('app.title')}</p>
        <LanguageSwitch />
      </header>
      <main className={styles['main']}>{children}</main>
    </div>
  );
}
