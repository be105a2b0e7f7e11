import { fingerprintResponseSchema } from '@corp/shared/contracts';
import type { Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `POST /save-fingerprint/`: cookie consent (spec §3). */
export interface SaveFingerprintArgs extends Localized {
  fingerprint: string;
  /** A comma-joined subset of required, analytical, marketing. */
  cookieList: string;
}

export const consentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    saveFingerprint: build.mutation<{ success: true }, SaveFingerprintArgs>({
      query: ({ locale, ...fields }) => ({
        url: 'save-fingerprint/',
        method: 'POST',
        locale,
        body: fields,
      }),
      responseSchema: reads(fingerprintResponseSchema),
    }),
  }),
});

export const { useSaveFingerprintMutation } = consentApi;
