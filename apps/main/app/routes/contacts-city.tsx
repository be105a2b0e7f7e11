import type { Route } from './+types/contacts-city';
import type { ServedOffice } from '@corp/shared/contracts';
import { ContactsCityPage } from '@corp/sites/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  required,
  seoMeta,
  seoRequest,
} from '@corp/shared/document';

/** Spec §2.2 `/contacts/{city}/`: one office (`GET /offices/{city}/`); an unknown city is a 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, office, offices] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getOffice', { locale, code: params['city'] ?? '' }],
    ['getOffices', { locale }],
  ]);
  const data = required<ServedOffice>(office);
  return {
    locale,
    office: data,
    offices: optional<ServedOffice[]>(offices, []),
    seo: pageSeo('main', request, locale, seo, {
      title: data.title,
      description: data.description,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ContactsCityRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <ContactsCityPage {...page} />;
}
