import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '@corp/shared/ui';
import type { SessionUser } from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch';
import { navItemsFor } from './nav-items';
import type { NavItem } from './nav-items';
import styles from './AdminLayout.module.scss';

export interface AdminLayoutProps {
  user: Pick<SessionUser, 'name' | 'login' | 'role'>;
  onSignOut(): void;
  signingOut?: boolean;
  /** A message above the page (the "not allowed" notice). */
  notice?: ReactNode;
  /**
   * The page shown (its path): when it changes, focus moves to the page's content, so a keyboard
   * or screen-reader user starts reading the new page instead of staying in the navigation.
   */
  pageKey?: string;
  /** Unread counts shown beside navigation entries (the leads inbox). */
  navCounts?: Partial<Record<NavItem['key'], number>>;
  children: ReactNode;
}

/** The signed-in admin's frame: skip link, header (user, role, sign out, language), nav, page. */
export function AdminLayout({
  user,
  onSignOut,
  signingOut,
  notice,
  pageKey,
  navCounts,
  children,
}: AdminLayoutProps) {
  const t = useAdminT();
  const mainRef = useRef<HTMLElement>(null);
  const shownKey = useRef(pageKey);
  useEffect(() => {
    if (shownKey.current === pageKey) return;
    shownKey.current = pageKey;
    mainRef.current?.focus();
  }, [pageKey]);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    [styles['navLink'], isActive ? styles['navLinkActive'] : undefined].filter(Boolean).join(' ');
  return (
    <div className={styles['layout']}>
      <a href="#main" className={styles['skipLink']}>
        {t('app.skipToContent')}
      </a>
      <header className={styles['header']}>
        <p className={styles['brand']}>{t('app.title')}</p>
        <div className={styles['account']}>
          <p className={styles['user']}>
            <span>{t('header.signedInAs', { name: user.name || user.login })}</span>
            <span className={styles['role']}>{t(`roles.${user.role}`)}</span>
          </p>
          <LanguageSwitch />
          <Button
            variant="secondary"
            size="small"
            onClick={onSignOut}
            pending={signingOut}
            pendingLabel={t('header.signingOut')}
          >
            {t('header.signOut')}
          </Button>
        </div>
      </header>
      <nav className={styles['nav']} aria-label={t('nav.label')}>
        <ul className={styles['navList']}>
          {navItemsFor(user.role).map((item) => (
            <li key={item.key}>
              <NavLink to={item.to} end={item.end} className={navClass}>
                {t(`nav.${item.key}`)}
                {navCounts?.[item.key] ? (
                  <>
                    <span className={styles['count']} aria-hidden="true">
                      {navCounts[item.key]}
                    </span>
                    <span className={styles['hidden']}>
                      {t('nav.unread', { count: navCounts[item.key] })}
                    </span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main ref={mainRef} id="main" tabIndex={-1} className={styles['main']}>
        {notice}
        {children}
      </main>
    </div>
  );
}
