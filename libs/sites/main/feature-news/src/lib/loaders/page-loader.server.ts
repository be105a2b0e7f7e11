import { data } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import type { Locale } from '@corp/shared/i18n';
import { localeOfPath } from '@corp/shared/document';
import { routeParamSchema } from '@corp/shared/routing';
import { newsText } from '../texts/news-texts';
import type { NewsTextKey } from '../texts/news-texts';

/** What every loader of this feature is given (React Router's loader arguments). */
export type NewsLoaderArgs = Pick<LoaderFunctionArgs, 'request' | 'context' | 'params'>;

/** The page's locale from its path (`/ru/…` → ru; the news pages exist in en and ru). */
export function pageLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname, 'en');
}

/** The page's 404 (§2.6 "Unknown route or failed validation: 404"). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A `{code}` route parameter, or the page's 404 when it is missing or malformed. */
export function codeParam(value: string | undefined): string {
  const parsed = routeParamSchema.safeParse(value);
  return parsed.success ? parsed.data : notFound();
}

/** The SEO fallback of a list page: "<title> | <brand>" and its own description. */
export async function listSeoFallback(
  locale: Locale,
  titleKey: NewsTextKey,
  descriptionKey: NewsTextKey,
) {
  return {
    title: `${await newsText(locale, titleKey)} | ${await newsText(locale, 'brand')}`,
    description: await newsText(locale, descriptionKey),
  };
}

/** The SEO fallback of an item page, from its content. */
export async function itemSeoFallback(
  locale: Locale,
  title: string,
  description: string,
  image?: string,
) {
  return {
    title: `${title} | ${await newsText(locale, 'brand')}`,
    description,
    ...(image ? { image } : {}),
  };
}
