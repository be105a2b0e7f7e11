import { Children, isValidElement } from 'react';
import type { ReactNode } from 'react';
import styles from './CardGrid.module.scss';

export type CardGridColumns = 2 | 3 | 4;

const columnsClass: Record<CardGridColumns, string | undefined> = {
  2: styles['two'],
  3: styles['three'],
  4: styles['four'],
};

export interface CardGridProps {
  /** Columns on large screens; two on tablets, one on phones. */
  columns?: CardGridColumns;
  /** Names the list for screen readers when the heading above does not. */
  label?: string;
  children: ReactNode;
}

/** A list of cards laid out in a responsive grid. */
export function CardGrid({ columns = 3, label, children }: CardGridProps) {
  return (
    <ul className={[styles['grid'], columnsClass[columns]].join(' ')} aria-label={label}>
      {Children.toArray(children).map((child, index) => (
        <li
          key={isValidElement(child) && child.key !== null ? child.key : index}
          className={styles['item']}
        >
          {child}
        </li>
      ))}
    </ul>
  );
}
