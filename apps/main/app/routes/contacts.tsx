import type { Route } from './+types/contacts';
import type { ServedOffice } from '@corp/shared/contracts';
import { ContactsPage, companyText } from '@corp/sites/main/feature-company';
import { PageContactFormIsland } from '@corp/shared/forms';
import {
  loadQueries,
  localeOfPath,
  pageSeo,
  required,
  seoMeta,
  seoRequest,
} from '@corp/shared/document';

/** Spec §2.2 `/contacts/`: the eleven city offices and the page's own contact form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, offices] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getOffices', { locale }],
  ]);
  return {
    locale,
    offices: required<ServedOffice[]>(offices),
    seo: pageSeo('main', request, locale, seo, {
      title: await companyText(locale, 'contacts.title'),
      description: await companyText(locale, 'contacts.lead'),
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ContactsRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <ContactsPage {...page} FormPlace={PageContactFormIsland} />;
}
