import { employeesResponseSchema } from '@corp/shared/contracts';
import type { ServedEmployee } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /employees/`: by department. */
export interface EmployeesArgs extends Localized, Paging {
  department?: string;
}

export const employeesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEmployees: build.query<ServedEmployee[], EmployeesArgs>({
      query: ({ locale, ...params }) => ({ url: 'employees/', locale, params }),
      responseSchema: reads(employeesResponseSchema, (body) => body.data),
      providesTags: ['Employee'],
    }),
  }),
});

export const { useGetEmployeesQuery } = employeesApi;
