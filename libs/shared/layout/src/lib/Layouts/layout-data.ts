import { pick } from '@corp/shared/contracts';
import type {
  ProductsPage,
  ServedDivision,
  ServedIndustry,
  ServedOffice,
  ServedPrivacyPolicy,
} from '@corp/shared/contracts';
import type { PrefetchRequest, PrefetchResult } from '@corp/shared/data-access-api';
import { privacyPoliciesFailure } from '@corp/shared/data-access-api';
import type { PrivacyPoliciesFailure } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { headOfficeOf } from './head-office';

/** Spec §2.8, §9: the footer's product list asks for 30 products. */
export const FOOTER_PRODUCTS_LIMIT = 30;

/** An office of the footer's list: its city linking to its contact page, and its phone. */
export interface LayoutOffice {
  code: string;
  city: string;
  phone: string;
}
const LAYOUT_OFFICE_FIELDS = [
  'code',
  'city',
  'phone',
] as const satisfies readonly (keyof LayoutOffice)[];

/** The head office's contacts: the header's phone and e-mail, the footer's address too. */
export interface LayoutHeadOffice {
  phone: string;
  email: string;
  address: string;
}
const HEAD_OFFICE_FIELDS = [
  'phone',
  'email',
  'address',
] as const satisfies readonly (keyof LayoutHeadOffice)[];

/** A product of the menus: its page and the division it is grouped under. */
export interface LayoutProduct {
  code: string;
  name: string;
  division: number;
}
const LAYOUT_PRODUCT_FIELDS = [
  'code',
  'name',
  'division',
] as const satisfies readonly (keyof LayoutProduct)[];

export interface LayoutDivision {
  id: number;
  name: string;
}

export interface LayoutIndustry {
  id: number;
  name: string;
  /** The industry page (`/industries/mining/`), null when there is none. */
  path: string | null;
}

export interface LayoutPolicy {
  id: number;
  name: string;
  file: string;
  /** The PDF's language (its link's `hreflang`). */
  language: string;
}

/**
 * What the header and the footer show besides their texts, loaded once per page load by the
 * layout route. Each list is empty when its call failed (spec §8: "Most list fetch failures are
 * only logged and leave the lists empty"); the policies keep their error text for the dropdown.
 */
export interface LayoutData {
  /** The page's locale (the URL's). */
  locale: Locale;
  offices: LayoutOffice[];
  /** The head office (else the first office); null without offices. */
  headOffice: LayoutHeadOffice | null;
  products: LayoutProduct[];
  divisions: LayoutDivision[];
  industries: LayoutIndustry[];
  privacyPolicies: LayoutPolicy[];
  /**
   * Spec §8 privacy policy: the server's message or which fixed text to show (in the page's
   * language, when it renders); null when they loaded.
   */
  privacyPoliciesError: PrivacyPoliciesFailure | null;
}

/** The calls of a layout's loader (spec §7): products are not fetched for de (§2.8). */
export function layoutRequests(apiLocale: Locale): PrefetchRequest[] {
  return [
    ['getOffices', { locale: apiLocale }],
    ['getPrivacyPolicies', { locale: apiLocale }],
    ['getIndustries', { locale: apiLocale }],
    ['getDivisions', { locale: apiLocale }],
    ...(apiLocale === 'de'
      ? []
      : [['getProducts', { locale: apiLocale, limit: FOOTER_PRODUCTS_LIMIT }] as const]),
  ];
}

function resultOf(results: readonly PrefetchResult[], endpoint: PrefetchResult['endpoint']) {
  return results.find((result) => result.endpoint === endpoint);
}

function listOf<T>(result: PrefetchResult | undefined): T[] {
  return result && !result.isError && Array.isArray(result.data) ? (result.data as T[]) : [];
}

/**
 * The layout's data from the loader's results, trimmed to what the menus show (the page's HTML
 * carries it, so product descriptions and images stay out).
 */
export function layoutDataOf(locale: Locale, results: readonly PrefetchResult[]): LayoutData {
  const policies = resultOf(results, 'getPrivacyPolicies');
  const products = resultOf(results, 'getProducts');
  const productItems =
    products && !products.isError ? ((products.data as ProductsPage | undefined)?.items ?? []) : [];
  const offices = listOf<ServedOffice>(resultOf(results, 'getOffices'));
  const headOffice = headOfficeOf(offices);
  return {
    locale,
    offices: offices.map((office) => pick(office, LAYOUT_OFFICE_FIELDS)),
    headOffice: headOffice && pick(headOffice, HEAD_OFFICE_FIELDS),
    products: productItems.map((product) => pick(product, LAYOUT_PRODUCT_FIELDS)),
    divisions: listOf<ServedDivision>(resultOf(results, 'getDivisions')).map(({ id, name }) => ({
      id,
      name,
    })),
    industries: listOf<ServedIndustry>(resultOf(results, 'getIndustries')).map(
      ({ id, name, path }) => ({ id, name, path }),
    ),
    privacyPolicies: listOf<ServedPrivacyPolicy>(policies).map(({ id, name, file, language }) => ({
      id,
      name,
      file,
      language,
    })),
    privacyPoliciesError: policies?.isError ? privacyPoliciesFailure(policies.error) : null,
  };
}

/** Layout data with every list empty: stories, tests, a page rendered without its loader. */
export function emptyLayoutData(locale: Locale): LayoutData {
  return {
    locale,
    offices: [],
    headOffice: null,
    products: [],
    divisions: [],
    industries: [],
    privacyPolicies: [],
    privacyPoliciesError: null,
  };
}
