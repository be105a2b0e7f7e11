import { memo, useState } from 'react';
import type { HreflangAlternate } from '@corp/shared/i18n';
import { usePagePath, useRouteState } from '@corp/shared/document/islands';
import { LayoutLink } from '../Layouts/LayoutLink';
import { Icon, buttonClassName, mediaQueries } from '@corp/shared/ui';
import type { LayoutData } from '../Layouts/layout-data';
import { useLayoutTexts } from '../Layouts/layout-texts';
import type { PageSection, PageSectionsSource } from '../Layouts/page-layout';
import { PageSectionsOf } from '../Layouts/page-layout';
import { headerLinks, pageLanguageAlternates } from '../Layouts/site-nav';
import { pageAlternatesOf } from './language-options';
import type { HeaderLinks } from '../Layouts/site-nav';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { CONTACT_FORM_ID, followAnchor } from '../scroll/scroll-to';
import { useHeaderScroll } from '../scroll/useHeaderScroll';
import { useHiddenOnScrollDown } from '../scroll/useScrollDirection';
import { ContactButton } from './ContactButton';
import { DesktopMenu } from './DesktopMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import styles from './MainHeader.module.scss';

/**
 * `overlay`: transparent over the page's first (dark) section until the page scrolls (the
 * main-header layout of home, product hub, about, events and cases); `light`: on the page's
 * surface. Both turn compact after 2 px and dark after 36 px of scroll (spec §4).
 */
export type HeaderVariant = 'overlay' | 'light';

const variantClass: Record<HeaderVariant, string | undefined> = {
  overlay: styles['overlay'],
  light: styles['light'],
};

export interface MainHeaderProps {
  data: LayoutData;
  variant?: HeaderVariant;
  /**
   * The page whose sections (set, listed or from its route's hook) are shown as an in-page menu
   * under the bar: the layout's state, or `listedSections([...])`.
   */
  page?: PageSectionsSource;
  /** The page's language versions for the switch; else its routes' and the URL resolver's. */
  alternates?: readonly HreflangAlternate[];
  /** The menu's, contacts' and home links; else built and resolved where it renders. */
  links?: HeaderLinks;
  className?: string;
}

/** The header's props with its links and language versions as the server resolved them. */
export type MainHeaderViewProps = MainHeaderProps & {
  alternates: readonly HreflangAlternate[];
  links: HeaderLinks;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The main site's header (spec §2.8): logo, desktop menu with dropdowns, the head office's phone
 * and e-mail, language switch, contact button, hamburger menu below 1200 px, and the page's
 * section menu. Compact after 2 px of scroll and at widths up to 1435 px (the stylesheet), dark
 * after 36 px; on small screens it hides while the visitor scrolls down and comes back when they
 * scroll up. Its markup at hydration is the same on every screen. On a whole page (a test, a
 * story) it builds and resolves its links and language versions where it renders; an island's
 * come from the server (`MainHeaderView`): the browser resolves no URL (ADR 0032).
 */
export function MainHeader({ links, alternates, ...props }: MainHeaderProps) {
  const t = useLayoutTexts();
  const { pathname, matches } = useRouteState();
  return (
    <MainHeaderView
      {...props}
      links={links ?? headerLinks(props.data, t)}
      alternates={alternates ?? pageLanguageAlternates(pathname, pageAlternatesOf(matches))}
    />
  );
}

/** The header with its links and language versions given (`MainHeaderPart`, an island). */
export function MainHeaderView({
  data,
  variant = 'light',
  page,
  alternates,
  links,
  className,
}: MainHeaderViewProps) {
  const pathname = usePagePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  const { compact, dark } = useHeaderScroll();
  const hidden = useHiddenOnScrollDown(mediaQueries.md, menuOpen);

  // Any navigation closes the mobile menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  const classes = [
    styles['header'],
    variantClass[variant],
    compact ? styles['compact'] : undefined,
    dark || menuOpen ? styles['dark'] : undefined,
    hidden ? styles['hidden'] : undefined,
    className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header
      className={classes}
      data-compact={compact || undefined}
      data-dark={dark || undefined}
      data-hidden={hidden || undefined}
    >
      <HeaderContent
        data={data}
        page={page}
        alternates={alternates}
        links={links}
        pathname={pathname}
        menuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
      />
    </header>
  );
}

interface HeaderContentProps {
  data: LayoutData;
  page: PageSectionsSource | undefined;
  alternates: readonly HreflangAlternate[];
  links: HeaderLinks;
  pathname: string;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
}

/**
 * Everything inside the header. Memoized: the header's look (compact, dark, hidden) follows the
 * scroll position and the window width, known only in the browser, so it changes right after
 * hydration on most screens and then on every scroll past a threshold; none of that re-renders the
 * menus and their links.
 */
const HeaderContent = memo(function HeaderContent({
  data,
  page,
  alternates,
  links,
  pathname,
  menuOpen,
  onMenuOpenChange: setMenuOpen,
}: HeaderContentProps) {
  const t = useLayoutTexts();
  const { nav, contacts: contactsHref, home } = links;
  const office = data.headOffice;
  // A page without a contact form sends "Contact us" to the contacts page's own form.
  const contactFormHref = `${contactsHref}#${CONTACT_FORM_ID}`;
  const contacts = office ? (
    <ul className={styles['contacts']}>
      <li>
        <a className={styles['contact']} href={telHref(office.phone)}>
          <Icon name="phone" size={18} />
          <span className={styles['contactText']}>{office.phone}</span>
          <span className={styles['visuallyHidden']}>{t('header.phone')}</span>
        </a>
      </li>
      <li>
        <a className={styles['contact']} href={`mailto:${office.email}`}>
          <Icon name="mail" size={18} />
          <span className={[styles['contactText'], styles['emailText']].join(' ')}>
            {office.email}
          </span>
          <span className={styles['visuallyHidden']}>{t('header.email')}</span>
        </a>
      </li>
    </ul>
  ) : null;

  return (
    <>
      <div className={styles['bar']}>
        <LayoutLink to={home} className={styles['home']} aria-label={t('homeLink')}>
          <Logo name={t('brand')} />
        </LayoutLink>
        <DesktopMenu sections={nav} label={t('nav.label')} className={styles['desktopOnly']} />
        <div className={styles['actions']}>
          <div className={styles['desktopOnly']}>{contacts}</div>
          <LanguageSwitch
            locale={data.locale}
            alternates={alternates}
            className={styles['desktopOnly']}
          />
          <ContactButton
            label={t('header.contactUs')}
            fallbackHref={contactFormHref}
            className={buttonClassName(
              { variant: 'primary', size: 'medium' },
              [styles['contactButton'], styles['notSmall']].join(' '),
            )}
          />
          <MobileMenu
            sections={nav}
            open={menuOpen}
            onOpenChange={setMenuOpen}
            labels={{
              open: t('header.openMenu'),
              close: t('header.closeMenu'),
              menu: t('header.mobileMenu'),
            }}
            className={styles['mobileOnly']}
          >
            {contacts}
            <LanguageSwitch locale={data.locale} alternates={alternates} />
            <ContactButton
              label={t('header.contactUs')}
              fallbackHref={contactFormHref}
              className={buttonClassName(
                { variant: 'primary', size: 'medium' },
                styles['contactButton'],
              )}
              onBeforeScroll={() => setMenuOpen(false)}
            />
          </MobileMenu>
        </div>
      </div>
      {page && (
        <PageSectionsOf page={page}>
          {(list) => (
            <SectionMenu sections={list} pathname={pathname} label={t('header.sections')} />
          )}
        </PageSectionsOf>
      )}
    </>
  );
});

/** The page's sections as an in-page menu under the bar (nothing when it has none). */
function SectionMenu({
  sections,
  pathname,
  label,
}: {
  sections: readonly PageSection[];
  pathname: string;
  label: string;
}) {
  if (!sections.length) return null;
  return (
    <nav aria-label={label} className={styles['sectionMenu']}>
      <ul className={styles['sectionList']}>
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={styles['sectionLink']}
              onClick={(event) => followAnchor(event, `#${section.id}`, pathname)}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
