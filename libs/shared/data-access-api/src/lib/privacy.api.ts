import { privacyPoliciesResponseSchema } from '@corp/shared/contracts';
import type { ServedPrivacyPolicy } from '@corp/shared/contracts';
import { z } from 'zod/mini';
import { errorMessageOf, serverMessageOf } from './api-errors';
import type { Localized } from './args';
import { baseApi } from './base-api';
import type { ApiRequest } from './base-api';
import { reads } from './response';

/**
 * Why the privacy-policy list is empty (spec §8): the server's message, or which of the spec's
 * two fixed texts the dropdown shows in the page's language (`errors:privacyPolicies.*`, so a
 * page's bundle carries its own language's texts only): `fetchFailed` ("Ошибка при получении
 * данных") for `success: false` or no data without a message, `loadFailed` ("Ошибка при загрузке
 * политик конфиденциальности") for a request that threw (network, timeout, a body that is not
 * JSON) — never the browser's own error text.
 */
export type PrivacyPoliciesFailure = { message: string } | { text: 'fetchFailed' | 'loadFailed' };

/** The endpoint's own failure (`success: false` or no data): its `data`, with the server's message. */
const NO_POLICIES = 'no-policies';

export function privacyPoliciesFailure(error: unknown): PrivacyPoliciesFailure {
  if (typeof error !== 'object' || error === null) return { text: 'loadFailed' };
  const failure = error as { status?: unknown; data?: unknown; error?: unknown };
  const message = serverMessageOf(failure.data);
  if (message) return { message };
  const data = failure.data as { reason?: unknown } | undefined;
  if (failure.status === 'CUSTOM_ERROR' && data?.reason === NO_POLICIES)
    return { text: 'fetchFailed' };
  if (failure.status === 'CUSTOM_ERROR') {
    const thrown = errorMessageOf(error, '');
    if (thrown) return { message: thrown };
  }
  return { text: 'loadFailed' };
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
        const envelope = z.looseObject({ success: z.boolean(), message: z.optional(z.string()) });
        const parsed = envelope.safeParse(result.data);
        const body = parsed.success ? parsed.data : undefined;
        if (body && (!body.success || !('data' in body) || body['data'] == null)) {
          return {
            error: {
              status: 'CUSTOM_ERROR',
              // What the logs say (the endpoint is silent, spec §8); the footer names its own text.
              error: body.message || 'success: false or no data',
              data: { reason: NO_POLICIES, ...(body.message ? { message: body.message } : {}) },
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
