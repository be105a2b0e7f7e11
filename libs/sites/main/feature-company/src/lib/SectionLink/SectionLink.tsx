import { Icon } from '@corp/shared/ui';
import { SiteLink } from '@corp/shared/page-parts';
import styles from './SectionLink.module.scss';

export interface SectionLinkProps {
  href: string;
  children: string;
}

/** "All news →": the way from a section to the page that lists everything. */
export function SectionLink({ href, children }: SectionLinkProps) {
  return (
    <SiteLink className={styles['link']} href={href}>
      {children}
      <Icon name="arrow-right" size={18} />
    </SiteLink>
  );
}
