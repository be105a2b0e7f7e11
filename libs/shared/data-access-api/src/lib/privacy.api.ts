import { privacyPoliciesResponseSchema } from '@corp/shared/contracts';
import type { ServedPrivacyPolicy } from '@corp/shared/contracts';
import { z } from 'zod';
import { errorMessageOf } from './api-errors';
import type { Localized } from './args';
import { baseApi } from './base-api';
import type { ApiRequest } from './base-api';
import { PRIVACY_LOAD_FAILED_TEXT, PRIVACY_NO_DATA_TEXT } from './constants';
import { reads } from './response';

/** What the policy dropdown shows for a failed `getPrivacyPolicies` (its list is then empty). */
export function privacyPoliciesErrorText(error: unknown): string {
  return errorMessageOf(error, PRIVACY_LOAD_FAILED_TEXT);
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
            error: { status: 'CUSTOM_ERROR', error: body.message || PRIVACY_NO_DATA_TEXT },
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
