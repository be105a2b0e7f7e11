import { useCallback, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import type { PageSection } from '../Layouts/page-layout';

/** Spec §4: a section becomes active when its top reaches 227 px below the window's top … */
export const SECTION_SCROLL_OFFSET = 227;
/** … 127 px for complete blocks … */
export const COMPLETE_SECTION_SCROLL_OFFSET = 127;
/** … and the menu collapses when the footer comes within 20 px of it. */
export const FOOTER_SCROLL_OFFSET = 20;

/** The offset a section is scrolled to and activated at. */
export function sectionOffset(section: Pick<PageSection, 'complete'>): number {
  return section.complete ? COMPLETE_SECTION_SCROLL_OFFSET : SECTION_SCROLL_OFFSET;
}

export interface SectionPosition {
  id: string;
  /** Distance of the section's top from the window's top (getBoundingClientRect().top). */
  top: number;
  complete?: boolean;
}

/**
 * How far below its line a section may sit and still count as reached: the window scrolls by
 * whole pixels while sections sit at fractions of one, so the side menu's own scroll to a
 * section leaves its top up to a pixel below the line (227.125 px).
 */
const LINE_TOLERANCE = 1;

/** The last section whose top has reached its offset line; null above the first one. */
export function activeSectionOf(positions: readonly SectionPosition[]): string | null {
  let active: string | null = null;
  for (const position of positions) {
    if (position.top - sectionOffset(position) < LINE_TOLERANCE) active = position.id;
  }
  return active;
}

/** The menu collapses once the footer's top is within 20 px of the menu's bottom. */
export function isSideMenuCollapsed(footerTop: number | null, menuBottom: number): boolean {
  return footerTop !== null && footerTop - FOOTER_SCROLL_OFFSET <= menuBottom;
}

export interface SideMenuState {
  active: string | null;
  collapsed: boolean;
}

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

const idle = '|0';

/**
 * The side menu's state from the scroll position: the active section and whether the footer
 * has reached the menu. Off (`enabled` false: small screens) nothing is active.
 */
export function useSideMenuState(
  sections: readonly PageSection[],
  menu: RefObject<HTMLElement | null>,
  footerId: string,
  enabled: boolean,
): SideMenuState {
  const snapshot = useCallback(() => {
    if (!enabled) return idle;
    const positions = sections.flatMap((section) => {
      const element = document.getElementById(section.id);
      return element ? [{ ...section, top: element.getBoundingClientRect().top }] : [];
    });
    const footer = document.getElementById(footerId);
    const collapsed = isSideMenuCollapsed(
      footer ? footer.getBoundingClientRect().top : null,
      menu.current ? menu.current.getBoundingClientRect().bottom : 0,
    );
    return `${activeSectionOf(positions) ?? ''}|${collapsed ? 1 : 0}`;
  }, [sections, menu, footerId, enabled]);
  const state = useSyncExternalStore(subscribe, snapshot, () => idle);
  const [active, collapsed] = state.split('|');
  return { active: active || null, collapsed: collapsed === '1' };
}
