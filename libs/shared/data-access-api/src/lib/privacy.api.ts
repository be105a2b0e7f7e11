import { privacyPoliciesResponseSchema } from '@corp/shared/contracts';
import type { ApiLocale, ServedPrivacyPolicy } from '@corp/shared/contracts';
import { z } from 'zod';
import { errorMessageOf, serverMessageOf } from './api-errors';
import type { Localized } from './args';
import { baseApi } from './base-api';
import type { ApiRequest } from './base-api';
import { PRIVACY_LOAD_FAILED_TEXTS, PRIVACY_NO_DATA_TEXTS } from './constants';
import { reads } from './response';

/**
 * What the policy dropdown shows for a failed `getPrivacyPolicies` (its list is then empty):
 * for `success: false` or no data, the server's message or "Ошибка при получении данных"; for an
 * HTTP error, the server's message; for a request that threw (network, timeout, a body that is
 * not JSON), "Ошибка при загрузке политик конфиденциальности" — never the browser's own error
 * text. In the page's language; the spec's Russian on ru pages (the default).
 */
export function privacyPoliciesErrorText(error: unknown, locale: ApiLocale = 'ru'): string {
  const fallback = PRIVACY_LOAD_FAILED_TEXTS[locale] ?? PRIVACY_LOAD_FAILED_TEXTS.ru;
  if (typeof error !== 'object' || error === null) return fallback;
  const failure = error as { status?: unknown; data?: unknown; error?: unknown };
  if (failure.status === 'CUSTOM_ERROR') return errorMessageOf(error, fallback);
  return serverMessageOf(failure.data) ?? fallback;
}

export const privacyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /privacy-policy/`: reads success, data, message. */
    getPrivacyPolicies: build.query<ServedPrivacyPolicy[], Localized>({
      async queryFn({ locale }, _api, _extraOptions, baseQuery) {
        const request: ApiRequest = { url: 'privacy-policy/', locale };
        const result = await baseQuery(request);
        if (result.error) return { error: result.error, meta: result.meta };
        // The envelope is checked here because `success: false` is a failure of its own.
        const envelope = z.looseObject({ success: z.boolean(), message: z.string().optional() });
        const parsed = envelope.safeParse(result.data);
        const body = parsed.success ? parsed.data : undefined;
        if (body && (!body.success || !('data' in body) || body['data'] == null)) {
          return {
            error: {
              status: 'CUSTOM_ERROR',
              error: body.message || (PRIVACY_NO_DATA_TEXTS[locale] ?? PRIVACY_NO_DATA_TEXTS.ru),
            },
            meta: result.meta,
          };
        }
        // The envelope: `responseSchema` checks it and reads its `data`.
        return { data: result.data as never, meta: result.meta };
      },
      responseSchema: reads(privacyPoliciesResponseSchema, (body) => body.data ?? []),
      providesTags: ['PrivacyPolicy'],
    }),
  }),
});

export const { useGetPrivacyPoliciesQuery } = privacyApi;
