import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { usePagePath } from '@corp/shared/document/islands';
import { Accordion, Icon } from '@corp/shared/ui';
import { NavGroups } from '../Layouts/NavGroups';
import type { NavSection } from '../Layouts/site-nav';
import { followAnchor, inPageAnchor } from '../scroll/scroll-to';
import styles from './MobileMenu.module.scss';

export interface MobileMenuProps {
  sections: readonly NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: { open: string; close: string; menu: string };
  /** Shown under the sections: contacts, languages, the contact button. */
  children?: ReactNode;
  className?: string;
}

/**
 * The header's hamburger (spec §2.8): a button that opens the menu as a panel of accordion
 * sections. Escape closes it and gives the focus back to the button, following a link closes it
 * (the header closes it on any navigation), and the page behind does not scroll while it is open.
 */
export function MobileMenu({
  sections,
  open,
  onOpenChange,
  labels,
  children,
  className,
}: MobileMenuProps) {
  const panelId = useId();
  const pathname = usePagePath();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  const close = () => {
    onOpenChange(false);
    toggle.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={[styles['mobile'], className].filter(Boolean).join(' ')} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={styles['toggle']}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name={open ? 'close' : 'menu'} size={28} />
      </button>
      <div ref={panel} id={panelId} className={styles['panel']} hidden={!open}>
        {open ? (
          <nav aria-label={labels.menu}>
            <Accordion
              headingLevel={2}
              items={sections.map((section) => ({
                id: section.id,
                title: section.label,
                content: (
                  <div className={styles['groups']}>
                    <NavGroups
                      groups={section.groups}
                      idPrefix={`${panelId}-${section.id}`}
                      variant="drawer"
                      onFollow={(event, href) => {
                        onOpenChange(false);
                        if (!inPageAnchor(href, pathname)) return;
                        // The page scrolls again once the menu has closed.
                        event.preventDefault();
                        requestAnimationFrame(() => followAnchor(event, href, pathname));
                      }}
                    />
                  </div>
                ),
              }))}
            />
          </nav>
        ) : null}
        {open ? <div className={styles['extra']}>{children}</div> : null}
      </div>
    </div>
  );
}
