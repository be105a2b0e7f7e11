import '@corp/shared/ui/tokens.css';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { openConsentSettings } from '@corp/shared/consent';
import { courseAccountUrl, useCourseTexts } from '@corp/sites/courses/feature-page';
import { HydrationBoundary, usePublicConfig } from '@corp/shared/document';
import { Logo, privacyPolicyHref } from '@corp/shared/layout';
import { buttonClassName } from '@corp/shared/ui';
import { CoursePopup } from '../CoursePopup/CoursePopup';
import type { LandingCourse } from '../course-code';
import { useLandingTexts } from '../landing-texts';
import { useLandingHeaderScrolled } from './header-scroll';
import { RegisterButton } from './RegisterButton';
import styles from './DigitalLanding.module.scss';

export interface DigitalLandingProps {
  course: LandingCourse;
  /** The landing's own address (`/2.0/`, `/praktikum/`): the brand links there. */
  homeHref: string;
  children: ReactNode;
}

/**
 * Spec §2.7 digital-landing layout of the course landings: a header with the in-page menu, the
 * personal account on the course platform (when configured) and the register button; a
 * hamburger at 780 px or less; the header changes after 50 px of scroll; a footer with the
 * privacy policy and the cookie settings; the pop-up of spec §4 on large screens.
 */
export function DigitalLanding({ course, homeHref, children }: DigitalLandingProps) {
  const t = useLandingTexts();
  const config = usePublicConfig();
  const accountUrl = courseAccountUrl(config, course);
  const scrolled = useLandingHeaderScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const courseTexts = useCourseTexts();
  const brand = courseTexts(`course.name.${course}`);
  return (
    <div className={styles['shell']}>
      <a className={styles['skipLink']} href="#content">
        {t('skipLink')}
      </a>
      <header
        className={[styles['header'], scrolled ? styles['scrolled'] : undefined]
          .filter(Boolean)
          .join(' ')}
        data-scrolled={scrolled ? 'true' : 'false'}
      >
        <div className={styles['bar']}>
          <a className={styles['brand']} href={homeHref}>
            <Logo name={brand} wrap />
          </a>
          <button
            type="button"
            className={styles['burger']}
            aria-expanded={menuOpen}
            aria-controls="landing-menu"
            aria-label={menuOpen ? t('closeMenu') : t('menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className={styles['burgerLines']} />
          </button>
          <div
            id="landing-menu"
            className={[styles['menu'], menuOpen ? styles['menuOpen'] : undefined]
              .filter(Boolean)
              .join(' ')}
          >
            <nav aria-label={t('nav.label')} className={styles['nav']}>
              <a href="#program" onClick={closeMenu}>
                {t('nav.program')}
              </a>
              <a href="#speakers" onClick={closeMenu}>
                {t('nav.speakers')}
              </a>
            </nav>
            <div className={styles['actions']}>
              {accountUrl && (
                <a
                  className={styles['account']}
                  href={accountUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('account')}
                </a>
              )}
              <RegisterButton
                course={course}
                className={buttonClassName({ variant: 'primary', size: 'medium' })}
                onOpen={closeMenu}
              />
            </div>
          </div>
        </div>
      </header>
      <main id="content" className={styles['main']} tabIndex={-1}>
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
      <footer className={styles['footer']}>
        {/* The year of the render: hydrated as served across a new year (see the main Footer). */}
        <span suppressHydrationWarning>
          © {new Date().getFullYear()} {brand}
        </span>
        <span className={styles['footerLinks']}>
          <a href={privacyPolicyHref('ru')} target="_blank" rel="noopener noreferrer">
            {t('privacy')}
          </a>
          <button type="button" className={styles['footerButton']} onClick={openConsentSettings}>
            {t('cookieSettings')}
          </button>
        </span>
      </footer>
      <CoursePopup course={course} />
    </div>
  );
}
