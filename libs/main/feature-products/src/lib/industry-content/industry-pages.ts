import type { z } from 'zod';
import { contentKinds } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
// The API serves no industry-page call yet (spec §7 has none): the page reads the seed content
// the API would serve, checked against the same contract. Replace with the endpoint once it exists.
import industryPagesEn from '../../../../../../content/industry-pages/en.json';
import industryPagesRu from '../../../../../../content/industry-pages/ru.json';

/** An industry page's content: marketing id, hero, body sections and its products. */
export type IndustryPageContent = z.infer<(typeof contentKinds)['industryPages']['schema']>;

const files: Partial<Record<Locale, readonly unknown[]>> = {
  en: industryPagesEn,
  ru: industryPagesRu,
};

/** Locales without their own texts: German reads English, Kazakh Russian (as the API does). */
const fallbacks: Record<Locale, readonly Locale[]> = {
  en: ['en'],
  ru: ['ru', 'en'],
  de: ['de', 'en'],
  kz: ['kz', 'ru', 'en'],
};

const parsed = new Map<Locale, readonly IndustryPageContent[]>();

/** A locale's pages, parsed on first use (a content error names the file and the field). */
function pagesOf(locale: Locale): readonly IndustryPageContent[] {
  const cached = parsed.get(locale);
  if (cached) return cached;
  const raw = files[locale] ?? [];
  const schema = contentKinds.industryPages.schema;
  const pages = raw.map((item, index) => {
    const result = schema.safeParse(item);
    if (!result.success) {
      throw new Error(
        `content/industry-pages/${locale}.json item ${index}: ${result.error.issues
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')}`,
      );
    }
    return result.data;
  });
  parsed.set(locale, pages);
  return pages;
}

/** The content of `/industries/{code}/` in a locale (or its fallback), or `undefined`. */
export function industryPageContent(locale: Locale, code: string): IndustryPageContent | undefined {
  for (const candidate of fallbacks[locale]) {
    const page = pagesOf(candidate).find((item) => item.code === code);
    if (page) return page;
  }
  return undefined;
}
