import type { ReactNode, SVGProps } from 'react';
import styles from './Icon.module.scss';

/**
 * The local icon set: 24 × 24 outlines drawn with `currentColor`, inlined so nothing loads
 * from another host and the icon takes the text colour around it.
 */
const iconShapes = {
  close: <path d="M6 6l12 12M18 6L6 18" />,
  tick: <path d="M4.5 12.5l5 5 10-11" />,
  'arrow-left': <path d="M20 12H4m6-6l-6 6 6 6" />,
  'arrow-right': <path d="M4 12h16m-6-6l6 6-6 6" />,
  'arrow-up': <path d="M12 20V4m-6 6l6-6 6 6" />,
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  play: <path d="M7 4.5v15l12.5-7.5z" fill="currentColor" />,
  pause: <path d="M8 5v14M16 5v14" strokeWidth={3} />,
  'sound-on': (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11" />
    </>
  ),
  'sound-off': (
    <>
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      <path d="M16 9.5l5 5m0-5l-5 5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.5v.5" />
    </>
  ),
  download: <path d="M12 4v11m-5-5l5 5 5-5M5 19.5h14" />,
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </>
  ),
  phone: (
    <path d="M5.5 4h3l1.5 4-2 1.5a11 11 0 006.5 6.5l1.5-2 4 1.5v3a1.5 1.5 0 01-1.5 1.5A15.5 15.5 0 014 5.5 1.5 1.5 0 015.5 4z" />
  ),
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  ),
  telegram: (
    <>
      <path d="M21 4.5L3 11.5l5.5 2 2 6 3-4 5 3.5z" />
      <path d="M8.5 13.5l9-6.5-7 8.5" />
    </>
  ),
  vk: (
    <>
      <rect x="2.5" y="4.5" width="19" height="15" rx="4" />
      <path d="M6.5 9c.5 4 2.5 6 5.5 6V12.5c1.5 0 2.5 1 3.5 2.5M12 9v3.5c1.5 0 3-1.5 3.5-3.5" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2.5" />
      <path d="M7.5 10.5v6M7.5 7.5v.5M11 16.5v-6m0 2.5a2.5 2.5 0 015 0v3.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof iconShapes;

/** Every icon name, in the order of the set (stories, pickers). */
export const iconNames = Object.keys(iconShapes) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Width and height in px. */
  size?: number;
  /**
   * The accessible name. Without it the icon is decorative (`aria-hidden`) and the control
   * around it must carry the name.
   */
  label?: string;
}

export function Icon({ name, size = 24, label, className, ...rest }: IconProps) {
  const labelled = Boolean(label);
  return (
    <svg
      {...rest}
      className={[styles['icon'], className].filter(Boolean).join(' ')}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...(labelled ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconShapes[name]}
    </svg>
  );
}
