import type { AnchorHTMLAttributes, ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@corp/shared/i18n';
import { hreflang, normalizeLocale } from '@corp/shared/i18n';
import { sitePathLocale } from '@corp/shared/routing';
import { LanguageMark } from '../Link/Link';
import styles from './Breadcrumbs.module.scss';

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** The anchor used for every crumb; a router's link can replace the plain `<a>`. */
export type BreadcrumbLinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>;

export interface BreadcrumbsProps {
  /** The crumbs after 'Main', in order; the last is the current page. */
  items: readonly BreadcrumbItem[];
  /** The page locale; the i18n locale by default. Chooses the 'Main' address. */
  locale?: Locale;
  /** Make the last crumb a link too (it is plain text by default). */
  linkLast?: boolean;
  linkComponent?: BreadcrumbLinkComponent;
  /** Accessible name of the navigation landmark; the localized "Breadcrumbs" by default. */
  label?: string;
  className?: string;
}

/** Spec §2.8: 'Main' links to the locale's home page. */
export const breadcrumbHomeHref: Readonly<Record<Locale, string>> = {
  en: '/',
  ru: '/ru/',
  de: '/de/',
  kz: '/kz/',
};

function PlainLink({
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a {...rest}>{children}</a>;
}

export function Breadcrumbs({
  items,
  locale,
  linkLast = false,
  linkComponent: LinkComponent = PlainLink,
  label,
  className,
}: BreadcrumbsProps) {
  const { t, i18n } = useTranslation('ui');
  const { t: tCommon } = useTranslation('common');
  const pageLocale = locale ?? normalizeLocale(i18n.language);
  const crumbs: BreadcrumbItem[] = [
    { label: tCommon('main'), href: breadcrumbHomeHref[pageLocale] },
    ...items,
  ];
  const lastIndex = crumbs.length - 1;

  return (
    <nav
      aria-label={label ?? t('breadcrumbs.label')}
      className={[styles['breadcrumbs'], className].filter(Boolean).join(' ')}
    >
      <ol className={styles['list']}>
        {crumbs.map((crumb, index) => {
          const isLast = index === lastIndex;
          const current = isLast ? ('page' as const) : undefined;
          const asLink = crumb.href !== undefined && (!isLast || linkLast);
          // A crumb to a page in another language says so (German has four pages, spec §2.1).
          const target = crumb.href === undefined ? undefined : sitePathLocale(crumb.href);
          const other = target && target !== pageLocale && target !== 'kz' ? target : undefined;
          return (
            <li key={`${index}-${crumb.label}`} className={styles['item']}>
              {asLink && crumb.href !== undefined ? (
                <LinkComponent
                  href={crumb.href}
                  hrefLang={other && hreflang(other)}
                  className={styles['link']}
                  aria-current={current}
                >
                  {crumb.label}
                  {other ? <LanguageMark language={other} /> : null}
                </LinkComponent>
              ) : (
                <span className={styles['current']} aria-current={current}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
