import type { Locale } from '@corp/shared/i18n';

/** A site path in a locale: `/news/media/` → `/ru/news/media/` (English has no prefix, §2.1). */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === 'en' ? clean : `/${locale}${clean}`;
}

const slug = (value: string | number) => encodeURIComponent(String(value));

/** The pages of this feature, in a locale. */
export const newsPaths = {
  media: (locale: Locale) => localePath(locale, '/news/media/'),
  special: (locale: Locale) => localePath(locale, '/news/media/special/'),
  /** A media item's page: special projects have their own (§2.2). */
  mediaItem: (locale: Locale, item: { code: string; special: boolean }) =>
    localePath(
      locale,
      item.special ? `/news/media/special/${slug(item.code)}/` : `/news/media/${slug(item.code)}/`,
    ),
  podcasts: (locale: Locale) => localePath(locale, '/news/podcasts/'),
  podcast: (locale: Locale, id: number) => localePath(locale, `/news/podcasts/${slug(id)}/`),
  webinars: (locale: Locale) => localePath(locale, '/news/webinars/'),
  events: (locale: Locale) => localePath(locale, '/events/'),
  event: (locale: Locale, code: string) => localePath(locale, `/events/${slug(code)}/`),
  /** An event's calendar file (RFC 5545), in the page's language. */
  eventCalendar: (locale: Locale, code: string) =>
    localePath(locale, `/events/${slug(code)}/calendar.ics`),
  /** A webinar's calendar file (webinars have no page of their own). */
  webinarCalendar: (locale: Locale, code: string) =>
    localePath(locale, `/news/webinars/${slug(code)}/calendar.ics`),
  cases: (locale: Locale) => localePath(locale, '/cases/'),
  case: (locale: Locale, code: string) => localePath(locale, `/cases/${slug(code)}/`),
  product: (locale: Locale, code: string) => localePath(locale, `/product/${slug(code)}/`),
} as const;
