import { useRef } from 'react';
import type { MouseEvent } from 'react';
import { mediaQueries } from '@corp/shared/ui';
import { useLayoutTexts } from '../Layouts/layout-texts';
import type { PageSection } from '../Layouts/page-layout';
import { SITE_FOOTER_ID, scrollToId } from '../scroll/scroll-to';
import { useMediaQuery } from '../scroll/useMediaQuery';
import { sectionOffset, useSideMenuState } from './active-section';
import styles from './SideMenu.module.scss';

export interface SideMenuProps {
  sections: readonly PageSection[];
  /** The element whose approach collapses the menu (the site footer). */
  footerId?: string;
  className?: string;
}

/**
 * Spec §2.8 side menu: the page's sections as anchors that scroll smoothly to them. On large
 * screens the section in view is marked (`aria-current`) and the menu collapses at the footer.
 */
export function SideMenu({ sections, footerId = SITE_FOOTER_ID, className }: SideMenuProps) {
  const t = useLayoutTexts();
  const menu = useRef<HTMLElement>(null);
  const large = useMediaQuery(mediaQueries.lg);
  const { active, collapsed } = useSideMenuState(sections, menu, footerId, large);
  if (!sections.length) return null;

  const onClick = (event: MouseEvent<HTMLAnchorElement>, section: PageSection) => {
    if (scrollToId(section.id, sectionOffset(section))) event.preventDefault();
  };

  return (
    <nav
      ref={menu}
      aria-label={t('sideMenu.label')}
      className={[styles['menu'], collapsed ? styles['collapsed'] : undefined, className]
        .filter(Boolean)
        .join(' ')}
      data-state={collapsed ? 'collapsed' : 'active'}
    >
      <ul className={styles['list']}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={[styles['link'], active === section.id ? styles['current'] : undefined]
                .filter(Boolean)
                .join(' ')}
              aria-current={active === section.id ? 'location' : undefined}
              onClick={(event) => onClick(event, section)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
