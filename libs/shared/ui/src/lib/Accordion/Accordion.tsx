import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import styles from './Accordion.module.scss';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export type AccordionVariant = 'default' | 'inverse';
type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Several sections may be open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  /** Open ids at first (uncontrolled). */
  defaultOpenIds?: readonly string[];
  /** Open ids (controlled); pair with `onOpenChange`. */
  openIds?: readonly string[];
  onOpenChange?: (openIds: string[]) => void;
  /** Level of the heading that wraps each section's button. */
  headingLevel?: HeadingLevel;
  variant?: AccordionVariant;
  className?: string;
}

const variantClass: Record<AccordionVariant, string | undefined> = {
  default: undefined,
  inverse: styles['inverse'],
};

/** WAI-ARIA accordion: heading buttons with `aria-expanded`/`aria-controls`, arrow keys, Home/End. */
export function Accordion({
  items,
  multiple = false,
  defaultOpenIds = [],
  openIds,
  onOpenChange,
  headingLevel = 3,
  variant = 'default',
  className,
}: AccordionProps) {
  const baseId = useId();
  const [ownOpenIds, setOwnOpenIds] = useState<readonly string[]>(() =>
    multiple ? defaultOpenIds : defaultOpenIds.slice(0, 1),
  );
  const open = openIds ?? ownOpenIds;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const isOpen = open.includes(id);
    const next = isOpen ? open.filter((openId) => openId !== id) : multiple ? [...open, id] : [id];
    if (openIds === undefined) setOwnOpenIds(next);
    onOpenChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div
      className={[styles['accordion'], variantClass[variant], className].filter(Boolean).join(' ')}
    >
      {items.map((item, index) => {
        const expanded = open.includes(item.id);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.id} className={styles['section']}>
            <Heading className={styles['heading']}>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId}
                className={styles['trigger']}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className={styles['title']}>{item.title}</span>
                <Icon
                  name="chevron-down"
                  size={20}
                  className={[styles['chevron'], expanded ? styles['chevronOpen'] : undefined]
                    .filter(Boolean)
                    .join(' ')}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles['panel']}
              hidden={!expanded}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
