import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import { usePagePath } from '@corp/shared/document/islands';
import { Icon } from '@corp/shared/ui';
import { NavGroups } from '../Layouts/NavGroups';
import type { NavSection, NavSectionId } from '../Layouts/site-nav';
import { followAnchor } from '../scroll/scroll-to';
import styles from './DesktopMenu.module.scss';

export interface DesktopMenuProps {
  sections: readonly NavSection[];
  /** The accessible name of the navigation landmark. */
  label: string;
  className?: string;
}

type FocusTarget = 'first' | 'last' | null;

function linksOf(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')] : [];
}

/**
 * The header's desktop menu: a disclosure per section. The mouse opens a section on hover or
 * click; the keyboard with Enter, Space or ArrowDown (focus moves to its first link, ArrowUp to
 * its last), arrows move between links, ArrowLeft/Right between sections, Escape closes and
 * returns to the section's button, and tabbing out closes it.
 *
 * A closed section's panel is empty: its links are rendered when it opens. Closed, they were a
 * fifth of a page's elements (and of what it hydrates on a phone, where the menu is not shown at
 * all); the footer links the same products, industries and pages (all but the cases list), so
 * the HTML still links them.
 */
export function DesktopMenu({ sections, label, className }: DesktopMenuProps) {
  const baseId = useId();
  const pathname = usePagePath();
  const [openId, setOpenId] = useState<NavSectionId | null>(null);
  const [openedAt, setOpenedAt] = useState(pathname);
  const focusTarget = useRef<FocusTarget>(null);
  const openedByHover = useRef(false);
  const triggers = useRef(new Map<NavSectionId, HTMLButtonElement>());
  const panels = useRef(new Map<NavSectionId, HTMLElement>());

  // A navigation closes the menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setOpenId(null);
  }

  useEffect(() => {
    if (!openId || !focusTarget.current) return;
    const links = linksOf(panels.current.get(openId) ?? null);
    (focusTarget.current === 'first' ? links[0] : links[links.length - 1])?.focus();
    focusTarget.current = null;
  }, [openId]);

  const open = (id: NavSectionId, focus: FocusTarget = null) => {
    focusTarget.current = focus;
    setOpenId(id);
  };
  const close = (returnFocusTo?: NavSectionId) => {
    setOpenId(null);
    if (returnFocusTo) triggers.current.get(returnFocusTo)?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const section = sections[index];
    if (!section) return;
    const move = (step: number) => {
      const next = sections[(index + step + sections.length) % sections.length] ?? section;
      triggers.current.get(next.id)?.focus();
    };
    switch (event.key) {
      case 'Enter':
      case ' ':
        event.preventDefault();
        if (openId === section.id) close();
        else open(section.id, 'first');
        break;
      case 'ArrowDown':
        event.preventDefault();
        open(section.id, 'first');
        break;
      case 'ArrowUp':
        event.preventDefault();
        open(section.id, 'last');
        break;
      case 'ArrowRight':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowLeft':
        event.preventDefault();
        move(-1);
        break;
      case 'Escape':
        if (openId) {
          event.preventDefault();
          close(section.id);
        }
        break;
      default:
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, id: NavSectionId) => {
    const links = linksOf(panels.current.get(id) ?? null);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    const targets: Record<string, number | undefined> = {
      ArrowDown: (current + 1) % links.length,
      ArrowUp: (current - 1 + links.length) % links.length,
      Home: 0,
      End: links.length - 1,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      close(id);
      return;
    }
    const target = targets[event.key];
    if (target === undefined || !links.length) return;
    event.preventDefault();
    links[target]?.focus();
  };

  const onItemBlur = (event: FocusEvent<HTMLLIElement>, id: NavSectionId) => {
    const next = event.relatedTarget as Node | null;
    if (openId === id && !event.currentTarget.contains(next)) setOpenId(null);
  };

  const onPointerEnter = (event: PointerEvent, id: NavSectionId) => {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = openId !== id;
    open(id);
  };
  const onPointerLeave = (event: PointerEvent, id: NavSectionId) => {
    if (event.pointerType !== 'mouse' || openId !== id) return;
    openedByHover.current = false;
    setOpenId(null);
  };

  const onTriggerClick = (id: NavSectionId) => {
    // A click on a section the pointer has just opened keeps it open.
    if (openedByHover.current && openId === id) {
      openedByHover.current = false;
      return;
    }
    if (openId === id) close();
    else open(id);
  };

  return (
    <nav aria-label={label} className={[styles['menu'], className].filter(Boolean).join(' ')}>
      <ul className={styles['sections']}>
        {sections.map((section, index) => {
          const expanded = openId === section.id;
          const panelId = `${baseId}-${section.id}`;
          return (
            <li
              key={section.id}
              className={section.groups.length > 1 ? styles['sectionWide'] : styles['section']}
              onBlur={(event) => onItemBlur(event, section.id)}
              onPointerEnter={(event) => onPointerEnter(event, section.id)}
              onPointerLeave={(event) => onPointerLeave(event, section.id)}
            >
              <button
                ref={(element) => {
                  if (element) triggers.current.set(section.id, element);
                  else triggers.current.delete(section.id);
                }}
                type="button"
                className={styles['trigger']}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onTriggerClick(section.id)}
                onKeyDown={(event) => onTriggerKeyDown(event, index)}
              >
                {section.label}
                <Icon
                  name="chevron-down"
                  size={16}
                  className={[styles['chevron'], expanded ? styles['chevronOpen'] : undefined]
                    .filter(Boolean)
                    .join(' ')}
                />
              </button>
              <div
                ref={(element) => {
                  if (element) panels.current.set(section.id, element);
                  else panels.current.delete(section.id);
                }}
                id={panelId}
                className={section.groups.length > 1 ? styles['panelWide'] : styles['panel']}
                hidden={!expanded}
                onKeyDown={(event) => onPanelKeyDown(event, section.id)}
              >
                {expanded ? (
                  <NavGroups
                    groups={section.groups}
                    idPrefix={panelId}
                    variant="dropdown"
                    onFollow={(event, href) => {
                      followAnchor(event, href, pathname);
                      setOpenId(null);
                    }}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
