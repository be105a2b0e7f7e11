import type { Locale } from '@corp/shared/i18n';
import { Breadcrumbs } from '@corp/shared/ui';
import type { BreadcrumbItem } from '@corp/shared/ui';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './PageCrumbs.module.scss';

export interface PageCrumbsProps {
  /** The crumbs after 'Main'; the last is the page itself. */
  items: readonly BreadcrumbItem[];
  locale: Locale;
}

/**
 * Spec §2.8 breadcrumbs of an inner page, following links through the router; shown in a page's
 * hero, on its dark background.
 */
export function PageCrumbs({ items, locale }: PageCrumbsProps) {
  return (
    <div className={styles['crumbs']}>
      <Breadcrumbs items={items} locale={locale} linkComponent={SiteLink} />
    </div>
  );
}
