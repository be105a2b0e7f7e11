import type { Route } from './+types/cases-code';
import { CasePage, CasesPage } from '@corp/sites/main/feature-news';
import { loadCasesPage } from '@corp/sites/main/feature-news/server';
import { seoMeta } from '@corp/shared/document';
import { leadIndustryHandle } from '@corp/shared/layout';

/** `/cases/` lists every case; `/cases/{code}/` shows one (an unknown code is a 404). */
export const loader = (args: Route.LoaderArgs) => loadCasesPage(args);

/** On a case's page, "request a similar project" and the footer form start with its industry. */
export const handle = {
  ...leadIndustryHandle<typeof loader>((data) =>
    data.view === 'case' ? data.item.industry : undefined,
  ),
};

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CasesRoute({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  if (data.view === 'case') {
    const { seo: _seo, view: _view, ...page } = data;
    return <CasePage {...page} />;
  }
  const { seo: _seo, view: _view, ...page } = data;
  return <CasesPage {...page} />;
}
