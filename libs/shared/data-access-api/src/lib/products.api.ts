import { productResponseSchema, productsResponseSchema } from '@corp/shared/contracts';
import type { ProductsPage, ServedProduct } from '@corp/shared/contracts';
import type { Localized, Paging } from './args';
import { commaList } from './args';
import { baseApi } from './base-api';
import { reads } from './response';

/** `GET /products/`: the footer asks for 30 (spec §2.8); codes and exclusions are lists. */
export interface ProductsArgs extends Localized, Paging {
  division?: number;
  /** Marketing industry id (1–6); 0 or absent means all. */
  industry?: number;
  code?: string | readonly string[];
  exclude?: string | readonly string[];
}

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<ProductsPage, ProductsArgs>({
      query: ({ locale, code, exclude, ...params }) => ({
        url: 'products/',
        locale,
        params: { ...params, code: commaList(code), exclude: commaList(exclude) },
      }),
      responseSchema: reads(productsResponseSchema),
      providesTags: (result) => [
        'Product',
        ...(result?.items ?? []).map((product) => ({ type: 'Product' as const, id: product.code })),
      ],
    }),
    /** `GET /product/{code}/`: one product with its page body (`industrial-iot-platform` …). */
    getProduct: build.query<ServedProduct, Localized & { code: string }>({
      query: ({ locale, code }) => ({ url: `product/${encodeURIComponent(code)}/`, locale }),
      responseSchema: reads(productResponseSchema, (body) => body.data),
      providesTags: (_result, _error, { code }) => [{ type: 'Product', id: code }],
    }),
  }),
});

export const { useGetProductsQuery, useGetProductQuery } = productsApi;
