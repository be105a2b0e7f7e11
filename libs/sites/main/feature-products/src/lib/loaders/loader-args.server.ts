import { data } from 'react-router';
import type { Params, RouterContextProvider } from 'react-router';
import type { Locale } from '@corp/shared/i18n';
import { localeOfPath } from '@corp/shared/document';

/** What the feature's loaders read of React Router's loader arguments. */
export interface PageLoaderArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params?: Params;
}

/** The page's locale from its path prefix (`/ru/…`, `/de/…`), English otherwise. */
export function pageLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname, 'en');
}

/** §2.6: an unknown route or a failed validation is the page's 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}
