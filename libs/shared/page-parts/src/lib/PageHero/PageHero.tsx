import type { ReactNode } from 'react';
import type { Image, ServedBanner } from '@corp/shared/contracts';
import { itemLang } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { Hero, buttonClassName } from '@corp/shared/ui';
import { sitePath } from '../site-path';
import { SiteLink } from '../SiteLink/SiteLink';

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
  /** The main action when it is not a link (a button that opens a dialog); before the others. */
  actionControl?: ReactNode;
  /** The page's breadcrumbs (`PageCrumbs`), above the title. */
  breadcrumbs?: ReactNode;
  /** Extra content under the text. */
  children?: ReactNode;
}

/**
 * The design system's hero (`Hero`, Storybook "UI/Hero") for a page of the sites: its actions are
 * site links (`SiteLink`), the main one in the `primary` look, the second `outline`.
 */
export function PageHero({
  title,
  titleLang,
  textLang,
  eyebrow,
  text,
  image,
  action,
  secondaryAction,
  actionControl,
  breadcrumbs,
  children,
}: PageHeroProps) {
  return (
    <Hero
      title={title}
      titleLang={titleLang}
      textLang={textLang}
      eyebrow={eyebrow}
      text={text}
      image={image}
      breadcrumbs={breadcrumbs}
      actions={
        action || secondaryAction || actionControl ? (
          <>
            {actionControl}
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
          </>
        ) : undefined
      }
    >
      {children}
    </Hero>
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
