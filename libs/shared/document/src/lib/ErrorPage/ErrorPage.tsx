import '@corp/shared/ui/tokens.css';
import type { ComponentType, ReactNode } from 'react';
import { data, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { Locale } from '@corp/shared/i18n';
import { ButtonLink } from '@corp/shared/ui';
import { homeHref as localeHomeHref } from '../page-href/page-href';
import { useErrorPageTexts } from './error-texts';
import styles from './ErrorPage.module.scss';

export interface ErrorPageTexts {
  notFound: string;
  serverError: string;
  /** The document's `<title>` of the not-found page. */
  notFoundTitle: string;
  /** The document's `<title>` of the server-error page. */
  serverErrorTitle: string;
  notFoundHint: string;
  returnHome: string;
  sectionsLabel: string;
  /** The names of the site's main sections, by the key the site's `ErrorSections` gives them. */
  sections: Readonly<Record<string, string>>;
}

export interface ErrorPageLink {
  label: string;
  href: string;
}

/** A site's main sections in a locale, each at the path the site serves it in that locale. */
export type ErrorSections = (locale: Locale) => readonly ErrorPageLink[];

export interface ErrorPageProps {
  status: number;
  texts: ErrorPageTexts;
  homeHref: string;
  /** Links to the site's main sections, shown under the way home. */
  sections?: readonly ErrorPageLink[];
}

/**
 * Spec §2.6: the not-found and server-error page, centred, with its own `<title>` (React puts it
 * in the document's head), a way back home and links to the main sections.
 */
export function ErrorPage({ status, texts, homeHref, sections = [] }: ErrorPageProps) {
  const notFound = status === 404;
  return (
    <section className={styles['page']} aria-labelledby="error-title">
      <title>{notFound ? texts.notFoundTitle : texts.serverErrorTitle}</title>
      {notFound ? (
        <img className={styles['image']} src="/error-404.svg" alt="" width={320} height={180} />
      ) : (
        <p className={styles['code']}>{status}</p>
      )}
      <h1 id="error-title" className={styles['title']}>
        {notFound ? texts.notFound : texts.serverError}
      </h1>
      {notFound ? <p className={styles['hint']}>{texts.notFoundHint}</p> : null}
      <ButtonLink href={homeHref} size="large">
        {texts.returnHome}
      </ButtonLink>
      {sections.length ? (
        <nav className={styles['sections']} aria-label={texts.sectionsLabel}>
          <ul className={styles['sectionList']}>
            {sections.map((section) => (
              <li key={section.href}>
                <ButtonLink href={section.href} variant="ghost" size="small">
                  {section.label}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}

/** The status a route error stands for: its own for thrown responses, 500 otherwise. */
export function statusOfRouteError(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The locale a path's first segment names (`/ru/…`, `/de/…`, `/kz/…`), else `fallback`. */
export function localeOfPath(pathname: string, fallback: Locale): Locale {
  const first = pathname.split('/')[1];
  return first === 'ru' || first === 'de' || first === 'kz' ? first : fallback;
}

export interface RouteErrorPageProps {
  error: unknown;
  locale: Locale;
  /** The site's main sections the page leads to (none unless given). */
  sections?: ErrorSections;
}

/**
 * The error page of a page inside its layout (header and footer): the route error's status, the
 * locale's texts, its home page and the site's main sections.
 */
export function RouteErrorPage({ error, locale, sections }: RouteErrorPageProps) {
  const texts = useErrorPageTexts(locale);
  return (
    <ErrorPage
      status={statusOfRouteError(error)}
      texts={texts}
      homeHref={localeHomeHref(locale)}
      sections={sections?.(locale)}
    />
  );
}

export interface ErrorBoundaryOptions {
  /** The site's locale: of its unprefixed paths (`localized`), or of every page. */
  locale: Locale;
  homeHref: string;
  /** The site's paths carry a locale prefix: the page speaks it and links to its home. */
  localized?: boolean;
  /** The site's main sections the page leads to (none unless given). */
  sections?: ErrorSections;
  /** The host's layout around the page (its header and footer). */
  Frame?: ComponentType<{ children: ReactNode }>;
}

/**
 * `ErrorBoundary` of a site app's root, for errors no layout catches (a layout's own data
 * failed), or, with `Frame`, of a host's layout route: a page's 404 or 500 inside that host's own
 * layout (the Asia header and footer, the course landing's bar …), as the main site shows its
 * error pages inside its layouts (spec §2.6).
 * With `localized`, the page speaks the locale of the URL's prefix and links to that locale's
 * home (`/ru/`), as on the main site; with `sections`, it links to the site's main sections.
 */
export function createErrorBoundary({
  locale,
  homeHref,
  localized = false,
  sections,
  Frame,
}: ErrorBoundaryOptions) {
  return function SiteErrorBoundary() {
    const error = useRouteError();
    const { pathname } = useLocation();
    const pageLocale = localized ? localeOfPath(pathname, locale) : locale;
    const home = localized && pageLocale !== locale ? `/${pageLocale}/` : homeHref;
    const texts = useErrorPageTexts(pageLocale);
    const page = (
      <ErrorPage
        status={statusOfRouteError(error)}
        texts={texts}
        homeHref={home}
        sections={sections?.(pageLocale)}
      />
    );
    return Frame ? <Frame>{page}</Frame> : page;
  };
}

/**
 * The route of every path no page of a host matches (`route('*', …)` inside the host's layout):
 * it answers 404, and the layout's error boundary shows the not-found page inside the layout.
 */
export function notFoundLoader(): never {
  throw data(null, { status: 404 });
}
