import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '@corp/shared/ui';
import { Breadcrumbs, Hero } from '@corp/shared/ui';
import type { Locale } from '@corp/shared/i18n';
import { RouterLink } from '../RouterLink/RouterLink';

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

/**
 * The top of every news page: the design system's hero (`Hero`, Storybook "UI/Hero") inside the
 * page's column, with breadcrumbs that navigate in the router, the page's only h1 and its lead.
 */
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
    <Hero
      inColumn
      breadcrumbs={<Breadcrumbs items={breadcrumbs} locale={locale} linkComponent={RouterLink} />}
      eyebrow={eyebrow}
      title={title}
      titleId={titleId}
      text={lead}
    >
      {children}
    </Hero>
  );
}
