import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import type {
  PhotogalleriesPage,
  ServedBanner,
  ServedOffice,
  ServedPhotogalleryFilter,
  ServedPhotogallerySection,
} from '@corp/shared/contracts';
import { PresskitPage, companyText } from '@corp/main/feature-company';
import {
  loadQueries,
  localeOfPath,
  optional,
  pageSeo,
  seoMeta,
  seoRequest,
} from '@corp/shared/layout';

/** Spec §2.2 `/presskit/`: photo galleries (sections, filters, the modal), documents, contacts. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = localeOfPath(new URL(request.url).pathname, 'en');
  const [seo, banners, sections, filters, galleries, offices] = await loadQueries(context, [
    seoRequest(request, locale),
    ['getBanners', { locale, code: 'presskit' }],
    ['getPhotogallerySections', { locale }],
    ['getPhotogalleryFilters', { locale }],
    ['getPhotogalleries', { locale }],
    ['getOffices', { locale }],
  ]);
  const banner = optional<ServedBanner[]>(banners, [])[0] ?? null;
  const officeList = optional<ServedOffice[]>(offices, []);
  return {
    locale,
    banner,
    sections: optional<ServedPhotogallerySection[]>(sections, []),
    filters: optional<ServedPhotogalleryFilter[]>(filters, []),
    galleries: optional<PhotogalleriesPage | null>(galleries, null)?.items ?? [],
    pressOffice: officeList.find((office) => office.isHeadOffice) ?? null,
    seo: pageSeo('main', request, locale, seo, {
      title: banner?.title ?? companyText(locale, 'presskit.title'),
      description: banner?.text ?? companyText(locale, 'presskit.galleriesLead'),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PresskitRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <PresskitPage {...page} />;
}
