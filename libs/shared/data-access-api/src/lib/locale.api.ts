import { localeFilesResponseSchema } from '@corp/shared/contracts';
import type { ApiLocale } from '@corp/shared/contracts';
import { baseApi } from './base-api';
import { reads } from './response';

/**
 * `GET /mock/locale/?locale=…&file=a.json,b.json` (site root, not `/api/v1`): translation
 * files such as `layout/formContact.json` and `news/media/footer.json`. Its locale is the
 * translations' locale, a parameter of its own.
 */
export interface TranslationsArgs {
  locale: ApiLocale;
  files: readonly string[];
}

export const localeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Each requested file's content, by file name (`result`). */
    getTranslations: build.query<Record<string, unknown>, TranslationsArgs>({
      query: ({ locale, files }) => ({
        url: 'mock/locale/',
        fromSiteRoot: true,
        params: { locale, file: files.join(',') },
      }),
      responseSchema: reads(localeFilesResponseSchema, (body) => body.result),
      providesTags: ['Translation'],
    }),
  }),
});

export const { useGetTranslationsQuery } = localeApi;
