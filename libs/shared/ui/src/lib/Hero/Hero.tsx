import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Image } from '@corp/shared/contracts';
import { Picture } from '../Picture/Picture';
import type { PictureSize, PictureSourceOptions } from '../Picture/Picture';
import styles from './Hero.module.scss';

/**
 * How the hero shows its art: `banner`, a page's art drawn for the hero's box at each breakpoint
 * (560 × 360 beside the text, a 1120 × 240 strip across the page on tablets, 640 × 360 on
 * phones); `spot`, an illustration of one thing (a product, an industry) centred beside the text
 * at any size.
 */
export type HeroArt = 'banner' | 'spot';

/** An art's size; the banner's phone and tablet art have shapes of their own. */
type ArtSize = PictureSize & { variants?: PictureSourceOptions['variantSizes'] };

const artSize: Record<HeroArt, ArtSize> = {
  banner: {
    width: 560,
    height: 360,
    variants: { mobile: { width: 640, height: 360 }, tablet: { width: 1120, height: 240 } },
  },
  spot: { width: 480, height: 360 },
};

export interface HeroProps {
  /** The page's one `h1`. */
  title: ReactNode;
  /** The title's language when it is not the page's (content served in a fallback locale). */
  titleLang?: string;
  /** A short line above the title: a section name, a course, a product's tag. */
  eyebrow?: ReactNode;
  /** The lead paragraph under the title. */
  text?: ReactNode;
  /** The lead's language when it is not the page's. */
  textLang?: string;
  /** Extra content under the lead (a second paragraph, a note). */
  children?: ReactNode;
  /**
   * The calls to action: one `primary` button look and, beside it, `outline` ones (the hero is a
   * dark surface), links or buttons made with `buttonClassName`.
   */
  actions?: ReactNode;
  /** The page's breadcrumbs, above the title; they take the surface's light text. */
  breadcrumbs?: ReactNode;
  /** The page's art, drawn for the hero's box; decorative unless `imageAlt` says otherwise. */
  image?: Image;
  imageAlt?: string;
  /** How the art is drawn and placed. */
  art?: HeroArt;
  /** Leave the art out below 1200 px, where it would only push the text down. */
  imageOnLargeOnly?: boolean;
  /** The content's own dark colour or gradient (a product's `background`); the brand surface otherwise. */
  background?: string;
  /** An anchor (the side menu's first entry). */
  id?: string;
  /** The `h1`'s id when the page names something by it (an `article`); generated otherwise. */
  titleId?: string;
  /**
   * The hero sits inside the page's content column (the news pages) rather than at the page's
   * top level: its text keeps to the column, and under the main header its surface still spans
   * the window.
   */
  inColumn?: boolean;
}

/**
 * The design system's one hero (ADR 0015, Storybook "UI/Hero"): the opening block of every page
 * of every host. A dark surface with the page's `h1`, its lead, its calls to action and its
 * art; breadcrumbs above. Under the main-header layout it starts below the transparent header;
 * beside a side menu it is a rounded panel of the content column.
 */
export function Hero({
  title,
  titleLang,
  eyebrow,
  text,
  textLang,
  children,
  actions,
  breadcrumbs,
  image,
  imageAlt = '',
  art = 'banner',
  imageOnLargeOnly = false,
  background,
  id,
  titleId: givenTitleId,
  inColumn = false,
}: HeroProps) {
  const generatedTitleId = useId();
  const titleId = givenTitleId ?? generatedTitleId;
  return (
    <section
      id={id}
      className={[styles['hero'], inColumn ? styles['inColumn'] : ''].filter(Boolean).join(' ')}
      style={background ? { background } : undefined}
      aria-labelledby={titleId}
      data-hero=""
    >
      <div
        className={[styles['inner'], image ? styles['withImage'] : ''].filter(Boolean).join(' ')}
      >
        {breadcrumbs && <div className={styles['crumbs']}>{breadcrumbs}</div>}
        <div className={styles['copy']}>
          {eyebrow && <p className={styles['eyebrow']}>{eyebrow}</p>}
          <h1 id={titleId} className={styles['title']} lang={titleLang}>
            {title}
          </h1>
          {text && (
            <p className={styles['text']} lang={textLang}>
              {text}
            </p>
          )}
          {children}
          {actions && <div className={styles['actions']}>{actions}</div>}
        </div>
        {image && (
          <Picture
            className={[styles['image'], styles[art], imageOnLargeOnly ? styles['largeOnly'] : '']
              .filter(Boolean)
              .join(' ')}
            image={image}
            alt={imageAlt}
            priority
            fit="contain"
            width={artSize[art].width}
            height={artSize[art].height}
            variantSizes={artSize[art].variants}
          />
        )}
      </div>
    </section>
  );
}
