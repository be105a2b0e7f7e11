import '@corp/shared/ui/tokens.css';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import type { Locale } from '@corp/shared/i18n';
import { errorPageTexts } from './error-texts';
import styles from './ErrorPage.module.scss';

export interface ErrorPageTexts {
  notFound: string;
  serverError: string;
  returnHome: string;
}

export interface ErrorPageProps {
  status: number;
  texts: ErrorPageTexts;
  homeHref: string;
}

/** Spec §2.6: the not-found and server-error page with a way back home. */
export function ErrorPage({ status, texts, homeHref }: ErrorPageProps) {
  return (
    <section className={styles['page']} aria-labelledby="error-title">
      {status === 404 ? (
        <img className={styles['image']} src="/error-404.svg" alt="" width={320} height={180} />
      ) : (
        <p className={styles['code']}>{status}</p>
      )}
      <h1 id="error-title" className={styles['title']}>
        {status === 404 ? texts.notFound : texts.serverError}
      </h1>
      <a className={styles['home']} href={homeHref}>
        {texts.returnHome}
      </a>
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

/**
 * Root `ErrorBoundary` of a site app. With `localized`, the page speaks the locale of the URL's
 * prefix and links to that locale's home (`/ru/`), as on the main site.
 */
export function createErrorBoundary(locale: Locale, homeHref: string, localized = false) {
  return function SiteErrorBoundary() {
    const error = useRouteError();
    const { pathname } = useLocation();
    const pageLocale = localized ? localeOfPath(pathname, locale) : locale;
    const home = localized && pageLocale !== locale ? `/${pageLocale}/` : homeHref;
    return (
      <ErrorPage
        status={statusOfRouteError(error)}
        texts={errorPageTexts[pageLocale]}
        homeHref={home}
      />
    );
  };
}
