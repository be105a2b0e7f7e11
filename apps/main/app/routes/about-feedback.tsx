import type { Route } from './+types/about-feedback';
import type { ServedOffice, ServedRegulation } from '@corp/shared/contracts';
import { FeedbackPage, companyText } from '@corp/sites/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
} from '@corp/shared/document';

/** Spec §2.2 `/about/feedback/`: remarks, complaints and reports, the head office, the codes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, offices, codes] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getOffices', { locale }],
    ['getRegulations', { locale, category: 'code' }],
  ]);
  return {
    locale,
    headOffice: optional<ServedOffice[]>(offices, []).find((office) => office.isHeadOffice) ?? null,
    codes: optional<ServedRegulation[]>(codes, []),
    seo: pageSeo('main', request, locale, seo, {
      title: await companyText(locale, 'feedback.title'),
      description: await companyText(locale, 'feedback.lead'),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function FeedbackRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <FeedbackPage {...page} />;
}
