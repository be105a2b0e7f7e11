import { officeResponseSchema, officesResponseSchema } from '@corp/shared/contracts';
import type { ServedOffice } from '@corp/shared/contracts';
import type { Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

export const officesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /offices/`: the footer's office list and the contacts page. */
    getOffices: build.query<ServedOffice[], Localized>({
      query: ({ locale }) => ({ url: 'offices/', locale }),
      responseSchema: reads(officesResponseSchema, (body) => body.data),
      providesTags: ['Office'],
    }),
    /** `GET /offices/{code}/`: a contact city page. */
    getOffice: build.query<ServedOffice, Localized & { code: string }>({
      query: ({ locale, code }) => ({ url: `offices/${encodeURIComponent(code)}/`, locale }),
      responseSchema: reads(officeResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { code }) => [{ type: 'Office', id: code }],
    }),
  }),
});

export const { useGetOfficesQuery, useGetOfficeQuery } = officesApi;
