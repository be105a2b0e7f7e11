import type { ReactNode } from 'react';
import type { Image, ServedBanner } from '@corp/shared/contracts';
import { itemLang } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { Picture, buttonClassName } from '@corp/shared/ui';
import { sitePath } from '../site-path';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './PageHero.module.scss';

export interface HeroAction {
  label: string;
  href: string;
}

export interface PageHeroProps {
  /** The page's one `h1`. */
  title: string;
  /** The title's language when it is not the page's (content served in a fallback locale). */
  titleLang?: string;
  /** The text's language when it is not the page's. */
  textLang?: string;
  /** A short line above the title. */
  eyebrow?: string;
  text?: string;
  image?: Image;
  action?: HeroAction;
  /** A second, quieter action. */
  secondaryAction?: HeroAction;
  /** The page's breadcrumbs (`PageCrumbs`), above the title. */
  breadcrumbs?: ReactNode;
  /** Extra content under the text. */
  children?: ReactNode;
}

/** The opening block of a company page: the page's `h1`, its lead and its picture. */
export function PageHero({
  title,
  titleLang,
  textLang,
  eyebrow,
  text,
  image,
  action,
  secondaryAction,
  breadcrumbs,
  children,
}: PageHeroProps) {
  return (
    <header className={styles['hero']}>
      <div className={styles['inner']}>
        {breadcrumbs && <div className={styles['crumbs']}>{breadcrumbs}</div>}
        <div className={styles['copy']}>
          {eyebrow && <p className={styles['eyebrow']}>{eyebrow}</p>}
          <h1 className={styles['title']} lang={titleLang}>
            {title}
          </h1>
          {text && (
            <p className={styles['text']} lang={textLang}>
              {text}
            </p>
          )}
          {children}
          {(action || secondaryAction) && (
            <div className={styles['actions']}>
              {action && (
                <SiteLink
                  className={buttonClassName({ variant: 'primary', size: 'large' })}
                  href={action.href}
                >
                  {action.label}
                </SiteLink>
              )}
              {secondaryAction && (
                <SiteLink
                  className={buttonClassName({ variant: 'outline', size: 'large' })}
                  href={secondaryAction.href}
                >
                  {secondaryAction.label}
                </SiteLink>
              )}
            </div>
          )}
        </div>
        {image && (
          <Picture
            className={styles['image']}
            image={image}
            alt=""
            loading="eager"
            fit="contain"
            width={560}
            height={360}
          />
        )}
      </div>
    </header>
  );
}

/**
 * Where a banner's button goes: a section of the banner's own page (`/academy/#courses` on the
 * academy page) is just its anchor, any other page of the site is shown in the visitor's locale.
 */
export function bannerLink(
  banner: Pick<ServedBanner, 'page'>,
  link: string,
  locale: Locale,
): string {
  return link.startsWith(`${banner.page}#`)
    ? link.slice(banner.page.length)
    : sitePath(link, locale);
}

/** The hero of a page from its banner (`GET /banner/?code=…`). */
export function heroFromBanner(banner: ServedBanner, locale: Locale): PageHeroProps {
  const lang = itemLang(banner, locale);
  return {
    title: banner.title,
    text: banner.text,
    ...(lang ? { titleLang: lang, textLang: lang } : {}),
    image: banner.image,
    ...(banner.button
      ? {
          action: {
            label: banner.button.label,
            href: bannerLink(banner, banner.button.link, locale),
          },
        }
      : {}),
  };
}
