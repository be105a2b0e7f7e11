import type { MouseEvent } from 'react';
import { usePagePath } from '@corp/shared/document/islands';
import { LayoutLink } from './LayoutLink';
import type { NavGroup } from './site-nav';
import styles from './NavGroups.module.scss';

export type NavGroupsVariant = 'dropdown' | 'drawer';

const variantClass: Record<NavGroupsVariant, string | undefined> = {
  dropdown: styles['dropdown'],
  drawer: styles['drawer'],
};

export interface NavGroupsProps {
  groups: readonly NavGroup[];
  /** Makes the group titles' ids (they name their lists). */
  idPrefix: string;
  variant: NavGroupsVariant;
  /** A link was clicked (the menu closes; an in-page anchor scrolls). */
  onFollow: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
}

/** A menu section's links, each group under its title (a division's name); the current page marked. */
export function NavGroups({ groups, idPrefix, variant, onFollow }: NavGroupsProps) {
  const pathname = usePagePath();
  return groups.map((group) => {
    const titleId = `${idPrefix}-${group.id}`;
    return (
      <div key={group.id} className={variantClass[variant]}>
        {group.title ? (
          <p className={styles['title']} id={titleId}>
            {group.title}
          </p>
        ) : null}
        <ul className={styles['links']} aria-labelledby={group.title ? titleId : undefined}>
          {group.links.map((link) => (
            <li key={`${link.href}|${link.label}`}>
              <LayoutLink
                to={link.href}
                className={styles['link']}
                aria-current={link.href === pathname ? 'page' : undefined}
                onClick={(event) => onFollow(event, link.href)}
              >
                {link.label}
              </LayoutLink>
            </li>
          ))}
        </ul>
      </div>
    );
  });
}
