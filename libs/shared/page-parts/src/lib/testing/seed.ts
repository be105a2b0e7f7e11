// Shared by the tests and the stories (not part of the library): the seed content the API
// serves, typed as the API serves it.
import type { ContentKindName } from '@corp/shared/contracts';
import { seedItems } from '@corp/shared/data-access-api/testing';

/** The seed content of a kind in a locale, as the API serves it (with `initialLocale`). */
export function seed<T>(kind: ContentKindName, locale: 'en' | 'ru' | 'de' | 'kz' = 'en'): T[] {
  return seedItems(kind, locale) as unknown as T[];
}
