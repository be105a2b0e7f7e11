import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type { ServedOffice } from '@corp/shared/contracts';
import { ContactsPage, companyText } from '@corp/sites/main/feature-company';
import { pageContactForm } from '@corp/shared/forms';
import {
  loadQueries,
  localeOfPath,
  pageSeo,
  required,
  seoMeta,
  seoRequest,
} from '@corp/shared/document';

/** Spec §2.2 `/contacts/`: the eleven city offices and the page's own contact form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, offices] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getOffices', { locale }],
  ]);
  return {
    locale,
    offices: required<ServedOffice[]>(offices),
    seo: pageSeo('main', request, locale, seo, {
      title: companyText(locale, 'contacts.title'),
      description: companyText(locale, 'contacts.lead'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ContactsRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <ContactsPage {...page} form={pageContactForm} />;
}
