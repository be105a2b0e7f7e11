import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './Tabs.module.scss';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export type TabsVariant = 'underline' | 'pill';

export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Selected tab at first (uncontrolled); the first tab by default. */
  defaultSelectedId?: string;
  /** Selected tab (controlled); pair with `onSelectedChange`. */
  selectedId?: string;
  onSelectedChange?: (id: string) => void;
  variant?: TabsVariant;
  className?: string;
}

const variantClass: Record<TabsVariant, string | undefined> = {
  underline: styles['underline'],
  pill: styles['pill'],
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys move and select
 * (wrapping), Home/End go to the first/last tab, the panel follows in the tab order.
 */
export function Tabs({
  items,
  label,
  defaultSelectedId,
  selectedId,
  onSelectedChange,
  variant = 'underline',
  className,
}: TabsProps) {
  const baseId = useId();
  const [ownSelectedId, setOwnSelectedId] = useState(defaultSelectedId ?? items[0]?.id);
  const requested = selectedId ?? ownSelectedId;
  const selected = items.some((item) => item.id === requested) ? requested : items[0]?.id;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelectedId(id);
    if (id !== selected) onSelectedChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    const item = target === undefined ? undefined : items[target];
    if (target === undefined || !item) return;
    event.preventDefault();
    tabs.current[target]?.focus();
    select(item.id);
  };

  return (
    <div className={[styles['tabs'], variantClass[variant], className].filter(Boolean).join(' ')}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={styles['list']}
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles['tab']}
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={item.id !== selected}
          className={styles['panel']}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
