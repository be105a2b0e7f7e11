import '@corp/shared/ui/tokens.css';
import { isRouteErrorResponse, useRouteError } from 'react-router';
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
      <p className={styles['code']}>{status}</p>
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

/** Root `ErrorBoundary` of a site app. */
export function createErrorBoundary(texts: ErrorPageTexts, homeHref: string) {
  return function SiteErrorBoundary() {
    const error = useRouteError();
    return <ErrorPage status={statusOfRouteError(error)} texts={texts} homeHref={homeHref} />;
  };
}
