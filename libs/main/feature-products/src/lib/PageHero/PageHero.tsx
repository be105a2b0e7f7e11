import type { ReactNode } from 'react';
import type { Image } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Breadcrumbs, Picture } from '@corp/shared/ui';
import type { BreadcrumbItem } from '@corp/shared/ui';
import styles from './PageHero.module.scss';

export interface PageHeroProps {
  locale: Locale;
  /** The crumbs after 'Main'; the last is the page itself. */
  crumbs: readonly BreadcrumbItem[];
  /** The id of the page's `h1` inside `children`: the hero's accessible name. */
  titleId: string;
  /** An anchor for the side menu. */
  id?: string;
  /** The content's own dark colour or gradient (a product's `background`); the brand surface otherwise. */
  background?: string;
  image?: Image;
  /** Leave the illustration out below 1200 px, where it would only push the text down. */
  imageOnLargeOnly?: boolean;
  /** The heading, texts and calls to action. */
  children: ReactNode;
}

/**
 * The opening block of the product hub, a product page and an industry page: breadcrumbs, the
 * page's text and an illustration on a dark surface. Under the main-header layout it starts
 * below the transparent header; beside the side menu it is a rounded panel.
 */
export function PageHero({
  locale,
  crumbs,
  titleId,
  id,
  background,
  image,
  imageOnLargeOnly = false,
  children,
}: PageHeroProps) {
  return (
    <section
      id={id}
      className={styles['hero']}
      style={background ? { background } : undefined}
      aria-labelledby={titleId}
    >
      <div className={styles['inner']}>
        <Breadcrumbs className={styles['crumbs']} locale={locale} items={crumbs} />
        <div className={styles['text']}>{children}</div>
        {image && (
          <Picture
            className={[styles['image'], imageOnLargeOnly ? styles['largeOnly'] : undefined]
              .filter(Boolean)
              .join(' ')}
            image={image}
            alt={image.alt ?? ''}
            loading="eager"
            fit="contain"
            width={480}
            height={360}
          />
        )}
      </div>
    </section>
  );
}
