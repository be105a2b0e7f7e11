import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import styles from './StickyRail.module.scss';

export interface StickyRailProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
  /** Distance from the top of the viewport while stuck: px as a number, or any CSS length. */
  top?: number | string;
}

/**
 * A column that sticks below the header while its container scrolls past (side menus, forms
 * beside long text). On small screens it scrolls with the page.
 */
export function StickyRail({ children, top = 0, className, style, ...rest }: StickyRailProps) {
  const offset = typeof top === 'number' ? `${top}px` : top;
  return (
    <div
      {...rest}
      className={[styles['rail'], className].filter(Boolean).join(' ')}
      style={{ ...style, '--sticky-top': offset } as CSSProperties}
    >
      {children}
    </div>
  );
}
