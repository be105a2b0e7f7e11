import { leadCreatedResponseSchema } from '@corp/shared/contracts';
import type { Idempotent, Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `POST /subscribe/`: the e-mail, and where it was given. */
export interface SubscribeArgs extends Localized, Idempotent {
  email: string;
  page?: string;
  captchaToken?: string;
  /** The form's honeypot (`HONEYPOT_FIELD`): '' from a person. */
  website?: string;
}

export const subscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Resolves to the lead id; failures reach the calling form (`unwrap()`), spec §8. */
    subscribe: build.mutation<{ id: string }, SubscribeArgs>({
      query: ({ locale, idempotencyKey, ...fields }) => ({
        url: 'subscribe/',
        method: 'POST',
        locale,
        idempotencyKey,
        body: fields,
      }),
      responseSchema: reads(leadCreatedResponseSchema, (body) => body.data),
      invalidatesTags: ['Lead'],
    }),
  }),
});

export const { useSubscribeMutation } = subscribeApi;
