import '@corp/shared/ui/tokens.css';
import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '@corp/shared/ui';
import { Breadcrumbs } from '@corp/shared/ui';
import type { Locale } from '@corp/shared/i18n';
import { RouterLink } from '../RouterLink/RouterLink';
import styles from './PageHeading.module.scss';

export interface PageHeadingProps {
  locale: Locale;
  /** The crumbs after 'Main'; the last is this page. */
  breadcrumbs: readonly BreadcrumbItem[];
  title: string;
  /** Small text above the title (a material's type, "Episode 3" …). */
  eyebrow?: ReactNode;
  lead?: ReactNode;
  /** Under the lead: meta lines, links to sibling pages … */
  children?: ReactNode;
  titleId?: string;
}

/** The top of every news page: breadcrumbs, the page's only h1 and its lead. */
export function PageHeading({
  locale,
  breadcrumbs,
  title,
  eyebrow,
  lead,
  children,
  titleId,
}: PageHeadingProps) {
  return (
    <header className={styles['heading']}>
      <Breadcrumbs items={breadcrumbs} locale={locale} linkComponent={RouterLink} />
      {eyebrow ? <p className={styles['eyebrow']}>{eyebrow}</p> : null}
      <h1 className={styles['title']} id={titleId}>
        {title}
      </h1>
      {lead ? <p className={styles['lead']}>{lead}</p> : null}
      {children}
    </header>
  );
}
