import { errorPageTextsIn, pageHref } from '@corp/shared/document';
import type { ErrorSections } from '@corp/shared/document';

/** Spec §2.6: the main sections the main site's error page leads to, by their hub pages (§2.2). */
const sectionPaths = {
  products: '/product/',
  media: '/news/media/',
  events: '/events/',
  about: '/about/',
  contacts: '/contacts/',
} as const;

/** The main site's sections in a locale, each at the path the site serves it in that locale. */
export const mainErrorSections: ErrorSections = (locale) => {
  const texts = errorPageTextsIn(locale);
  return Object.entries(sectionPaths).map(([section, path]) => ({
    label: texts.sections[section] ?? section,
    href: pageHref(path, locale),
  }));
};
