import { useState } from 'react';
import { usePublicConfig } from '@corp/shared/document/islands';
import { Logo } from '@corp/shared/layout/islands';
import { buttonClassName } from '@corp/shared/ui';
import { courseAccountUrl, useCourseTexts } from '@corp/sites/courses/feature-page/islands';
import type { LandingCourse } from '../course-code';
import { useLandingTexts } from '../landing-texts';
import { useLandingHeaderScrolled } from './header-scroll';
import { RegisterButton } from './RegisterButton';
import styles from './DigitalLanding.module.scss';

export interface LandingHeaderProps {
  course: LandingCourse;
  /** The landing's own address (`/2.0/`, `/praktikum/`): the brand links there. */
  homeHref: string;
}

/**
 * Spec §2.7 the digital-landing header: the in-page menu, the personal account on the course
 * platform (when configured) and the register button; a hamburger at 780 px or less; it changes
 * after 50 px of scroll. An island of the landing (ADR 0032).
 */
export function LandingHeader({ course, homeHref }: LandingHeaderProps) {
  const t = useLandingTexts();
  const accountUrl = courseAccountUrl(usePublicConfig(), course);
  const scrolled = useLandingHeaderScrolled();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const brand = useCourseTexts()(`course.name.${course}`);
  return (
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
  );
}
