import type { CasesPage, ProductsPage, ServedCase, ServedIndustry } from '@corp/shared/contracts';
import { loadQueries, optional, pageSeo, required, seoRequest } from '@corp/shared/document';
import { toCaseCard } from '../CaseCard/CaseCard';
import { industryNames } from '../util/industries';
import { namedProducts } from '../util/products';
import type { NewsLoaderArgs } from './page-loader.server';
import { codeParam, itemSeoFallback, listSeoFallback, pageLocale } from './page-loader.server';

const EMPTY_CASES: CasesPage = { items: [], totalCount: 0, page: 1 };

/**
 * `/cases/{code?}/`: without a code the list of every case; with one, that case (an unknown
 * code is the page's 404), its products and other cases of its industry. Listed cases come as
 * their cards.
 */
export async function loadCasesPage(args: NewsLoaderArgs) {
  return args.params['code'] === undefined ? loadCaseList(args) : loadCase(args);
}

async function loadCaseList({ request, context }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const [seo, cases, industries] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getCases', { locale }],
    ['getIndustries', { locale }],
  ]);
  return {
    view: 'list' as const,
    locale,
    cases: optional<CasesPage>(cases, EMPTY_CASES).items.map(toCaseCard),
    industries: optional<ServedIndustry[]>(industries, []),
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      await listSeoFallback(locale, 'cases.title', 'cases.metaDescription'),
    ),
  };
}

async function loadCase({ request, context, params }: NewsLoaderArgs) {
  const locale = pageLocale(request);
  const code = codeParam(params['code']);
  const [seo, caseResult, industries] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getCase', { locale, code }],
    ['getIndustries', { locale }],
  ]);
  const item = required<ServedCase>(caseResult);
  const [related, products] = await loadQueries(context, [
    ['getCases', { locale, industry: item.industry }],
    ['getProducts', { locale, code: item.products }],
  ]);
  const names = industryNames(optional<ServedIndustry[]>(industries, []));
  const industryName = names[item.industry];
  return {
    view: 'case' as const,
    locale,
    item,
    industryNames: names,
    ...(industryName ? { industryName } : {}),
    products: namedProducts(
      item.products,
      optional<ProductsPage | null>(products, null)?.items ?? [],
    ),
    related: optional<CasesPage>(related, EMPTY_CASES)
      .items.filter((other) => other.code !== item.code)
      .map(toCaseCard),
    seo: pageSeo(
      'main',
      request,
      locale,
      seo,
      await itemSeoFallback(locale, item.title, item.preview, item.image.desktop),
    ),
  };
}
