import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { CasePage, CasesPage, loadCasesPage } from '@corp/sites/main/feature-news';
import { seoMeta } from '@corp/shared/document';
import { leadIndustryHandle } from '@corp/shared/layout';

/** `/cases/` lists every case; `/cases/{code}/` shows one (an unknown code is a 404). */
export const loader = (args: LoaderFunctionArgs) => loadCasesPage(args);

/** On a case's page, "request a similar project" and the footer form start with its industry. */
export const handle = leadIndustryHandle<typeof loader>((data) =>
  data.view === 'case' ? data.item.industry : undefined,
);

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CasesRoute() {
  const data = useLoaderData<typeof loader>();
  if (data.view === 'case') {
    const { seo: _seo, view: _view, ...page } = data;
    return <CasePage {...page} />;
  }
  const { seo: _seo, view: _view, ...page } = data;
  return <CasesPage {...page} />;
}
