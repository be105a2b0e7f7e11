import { divisionProductsResponseSchema, divisionsResponseSchema } from '@corp/shared/contracts';
import type { ServedDivision, ServedProduct } from '@corp/shared/contracts';
import type { Localized } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

export const divisionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /division/`. */
    getDivisions: build.query<ServedDivision[], Localized>({
      query: ({ locale }) => ({ url: 'division/', locale }),
      responseSchema: reads(divisionsResponseSchema, (body) => body.data),
      providesTags: ['Division'],
    }),
    /** `GET /division/{id}/products/`. */
    getDivisionProducts: build.query<ServedProduct[], Localized & { id: number }>({
      query: ({ locale, id }) => ({ url: `division/${id}/products/`, locale }),
      responseSchema: reads(divisionProductsResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { id }) => [{ type: 'Division', id }, 'Product'],
    }),
  }),
});

export const { useGetDivisionsQuery, useGetDivisionProductsQuery } = divisionsApi;
