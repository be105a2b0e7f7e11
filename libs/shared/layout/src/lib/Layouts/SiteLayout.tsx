import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { usePagePath } from '@corp/shared/document';
import { LayoutLink } from './LayoutLink';
import type { Locale } from '@corp/shared/i18n';
import { Footer } from '../Footer/Footer';
import { Island, pageHref, useIslandPage, useRouteState } from '@corp/shared/document';
import type { HreflangAlternate } from '@corp/shared/i18n';
import { MainHeader } from '../MainHeader/MainHeader';
import { MainHeaderPart } from '../MainHeader/MainHeaderPart';
import type { MainHeaderPartProps } from '../MainHeader/MainHeaderPart';
import { pageAlternatesOf } from '../MainHeader/language-options';
import type { HeaderVariant } from '../MainHeader/MainHeader';
import { SideMenu } from '../SideMenu/SideMenu';
import { LayoutIsland } from './layout-islands';
import type { LayoutData } from './layout-data';
import { rememberLayoutData } from './layout-loader';
import { useLayoutTexts } from './layout-texts';
import { LinkLanguageProvider } from './link-language';
import { headerLinks, mediaBarPages, pageLanguageAlternates } from './site-nav';
import {
  isFooterFormHidden,
  listedSections,
  PageLayoutProvider,
  PageSectionsOf,
  usePageLayoutState,
} from './page-layout';
import styles from './SiteLayout.module.scss';

/** The layouts of spec §2.7 that the main site's pages use (techpod has none, asia its own). */
export type LayoutKind =
  'default' | 'main-header' | 'left-menu' | 'marketplace' | 'media' | 'webinars' | 'russian-dip';

interface LayoutVariant {
  header: HeaderVariant;
  /** The page's sections in a side menu (else in the header's section menu). */
  sideMenu: boolean;
  /** A bar of the media pages under the header. */
  mediaBar: boolean;
  /** The locale of the layout's API calls when it is not the page's (§2.5: idp asks in ru). */
  apiLocale?: Locale;
}

/** Each layout as a row: what sets it apart from the default. */
export const layoutVariants: Readonly<Record<LayoutKind, LayoutVariant>> = {
  default: { header: 'light', sideMenu: false, mediaBar: false },
  'main-header': { header: 'overlay', sideMenu: false, mediaBar: false },
  'left-menu': { header: 'light', sideMenu: true, mediaBar: false },
  marketplace: { header: 'light', sideMenu: false, mediaBar: false },
  media: { header: 'light', sideMenu: false, mediaBar: true },
  webinars: { header: 'light', sideMenu: false, mediaBar: true },
  'russian-dip': { header: 'light', sideMenu: true, mediaBar: false, apiLocale: 'ru' },
};

const frameClass: Record<LayoutKind, string | undefined> = {
  default: undefined,
  'main-header': styles['overlayFrame'],
  'left-menu': undefined,
  marketplace: styles['marketplace'],
  media: undefined,
  webinars: styles['webinars'],
  'russian-dip': undefined,
};

function MediaBar({ locale }: { locale: Locale }) {
  const t = useLayoutTexts();
  const pathname = usePagePath();
  const links = mediaBarPages.map(([key, path]) => ({ key, href: pageHref(path, locale) }));
  // The media page the visitor is in: the longest link the path starts with (a news item too).
  const current = links
    .filter((link) => pathname.startsWith(link.href))
    .sort((a, b) => b.href.length - a.href.length)[0]?.key;
  return (
    <nav aria-label={t('nav.sections.media')} className={styles['mediaBar']}>
      <ul className={styles['mediaList']}>
        {links.map(({ key, href }) => (
          <li key={key}>
            <LayoutLink
              to={href}
              className={styles['mediaLink']}
              aria-current={key === current ? 'page' : undefined}
            >
              {t(`nav.pages.${key}`)}
            </LayoutLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What a site's footer island is given on an island page (ADR 0032). */
export interface FooterIslandProps {
  data: LayoutData;
  hideForm: boolean;
  /** The locale whose links are not marked as another language (`LinkLanguageProvider`). */
  linkLocale: Locale | undefined;
}

/** The header as an island, with what the browser cannot work out (ADR 0032). */
function HeaderIsland(props: Omit<MainHeaderPartProps, 'alternates' | 'links'>) {
  const alternates = useIslandAlternates();
  const links = headerLinks(props.data, useLayoutTexts());
  return (
    <Island name="MainHeaderPart" part={MainHeaderPart} props={{ ...props, alternates, links }} />
  );
}

export interface SiteLayoutProps {
  /** The layout route's loader data (`loadLayoutData`). */
  data: LayoutData;
  /** The footer's contact form (the app's `footerForm`). */
  footerForm?: ReactNode;
  /**
   * The footer on an island page (ADR 0032): the app's island of it, with the footer form
   * (`SiteFooterIsland` of `@corp/shared/forms`). Without it the footer stays server HTML there.
   */
  footerIsland?: ComponentType<FooterIslandProps>;
  children: ReactNode;
}

/**
 * The page's language versions for an island header's switch: its routes' SEO alternates, else
 * the URL resolver's, resolved on the server (the browser of an island page has no resolver).
 */
function useIslandAlternates(): readonly HreflangAlternate[] {
  const { pathname, matches } = useRouteState();
  return pageLanguageAlternates(pathname, pageAlternatesOf(matches));
}

/**
 * The frame of a main-site page (spec §2.7): skip link, header, the page (beside the side menu
 * in the left-menu layouts), footer with its form, and the back-to-top button. The page tells
 * it its sections and whether to hide the footer form through its route `handle` or the hooks
 * `usePageSections` / `useHideFooterForm`.
 */
export function SiteLayout({
  kind,
  data,
  footerForm,
  footerIsland: FooterIsland,
  children,
}: SiteLayoutProps & { kind: LayoutKind }) {
  const t = useLayoutTexts();
  const islandPage = useIslandPage() !== null;
  const variant = layoutVariants[kind];
  const [page, setters] = usePageLayoutState();

  useEffect(() => {
    rememberLayoutData(data, variant.apiLocale);
  }, [data, variant.apiLocale]);
  const linkLocale = variant.apiLocale ? undefined : data.locale;
  const hideFooterForm = isFooterFormHidden(page.routeId, page.hideForm);
  const content = children;

  return (
    <PageLayoutProvider setters={setters}>
      {/* The Russian-DIP layout is Russian whatever the path's locale: its links are not marked. */}
      <LinkLanguageProvider locale={linkLocale}>
        <div
          className={[
            styles['frame'],
            frameClass[kind],
            !variant.sideMenu && page.hasSections ? styles['withSections'] : undefined,
          ]
            .filter(Boolean)
            .join(' ')}
          data-layout={kind}
        >
          <a className={styles['skipLink']} href="#content">
            {t('skipLink')}
          </a>
          {islandPage ? (
            // ADR 0032: the header's look follows the scroll and its menus open; the rest of the
            // frame is server HTML (its links load documents).
            <PageSectionsOf page={variant.sideMenu ? listedSections([]) : page}>
              {(sections) => (
                <HeaderIsland
                  data={data}
                  variant={variant.header}
                  sections={sections}
                  linkLocale={linkLocale}
                />
              )}
            </PageSectionsOf>
          ) : (
            <MainHeader
              data={data}
              variant={variant.header}
              page={variant.sideMenu ? undefined : page}
            />
          )}
          <main id="content" tabIndex={-1} className={styles['main']}>
            {variant.mediaBar ? <MediaBar locale={data.locale} /> : null}
            {variant.sideMenu && page.hasSections ? (
              <div className={styles['withSideMenu']}>
                <aside className={styles['side']}>
                  <PageSectionsOf page={page}>
                    {(sections) =>
                      islandPage ? (
                        <Island name="SideMenu" part={SideMenu} props={{ sections }} />
                      ) : (
                        <SideMenu sections={sections} />
                      )
                    }
                  </PageSectionsOf>
                </aside>
                <div className={styles['content']}>{content}</div>
              </div>
            ) : (
              content
            )}
          </main>
          {islandPage && FooterIsland ? (
            <FooterIsland data={data} hideForm={hideFooterForm} linkLocale={linkLocale} />
          ) : (
            <Footer data={data} form={footerForm} hideForm={hideFooterForm} />
          )}
          <LayoutIsland name="BackToTop" props={{}} />
          {islandPage ? <LayoutIsland name="InPageAnchors" props={{}} /> : null}
        </div>
      </LinkLanguageProvider>
    </PageLayoutProvider>
  );
}

type NamedLayoutProps = SiteLayoutProps;

/** Spec §2.7 default layout (contacts, hr, feedback, event pages …). */
export function DefaultLayout(props: NamedLayoutProps) {
  return <SiteLayout kind="default" {...props} />;
}
/** Spec §2.7 main-header layout: home, product hub, about, events and cases. */
export function MainHeaderLayout(props: NamedLayoutProps) {
  return <SiteLayout kind="main-header" {...props} />;
}
/** Spec §2.7 left-menu layout: product, industry, academy and sustainability pages. */
export function LeftMenuLayout(props: NamedLayoutProps) {
  return <SiteLayout kind="left-menu" {...props} />;
}
/** Spec §2.7 marketplace layout: the partnership page. */
export function MarketplaceLayout(props: NamedLayoutProps) {
  return <SiteLayout kind="marketplace" {...props} />;
}
/** Spec §2.7 media layout: news, special projects, podcasts and the press kit. */
export function MediaLayout(props: NamedLayoutProps) {
  return <SiteLayout kind="media" {...props} />;
}
/** Spec §2.7 webinars layout. */
export function WebinarsLayout(props: NamedLayoutProps) {
  return <SiteLayout kind="webinars" {...props} />;
}
/** Spec §2.7 Russian-DIP layout: the digital industrial platform page (its calls in ru). */
export function RussianDipLayout(props: NamedLayoutProps) {
  return <SiteLayout kind="russian-dip" {...props} />;
}
