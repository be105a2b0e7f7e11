import type { Route } from './+types/presskit';
import type {
  PhotogalleriesPage,
  ServedOffice,
  ServedPhotogalleryFilter,
  ServedPhotogallerySection,
} from '@corp/shared/contracts';
import { PresskitPage } from '@corp/sites/main/feature-company';
import { loadBannerPage } from '@corp/sites/main/feature-company/server';
import { optional, seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/presskit/`: photo galleries (sections, filters, the modal), documents, contacts. */
export async function loader(args: Route.LoaderArgs) {
  const {
    page,
    results: [sections, filters, galleries, offices],
  } = await loadBannerPage(args, {
    banner: 'presskit',
    title: 'presskit.title',
    description: 'presskit.galleriesLead',
    requests: (locale) => [
      ['getPhotogallerySections', { locale }],
      ['getPhotogalleryFilters', { locale }],
      ['getPhotogalleries', { locale }],
      ['getOffices', { locale }],
    ],
  });
  const officeList = optional<ServedOffice[]>(offices, []);
  return {
    ...page,
    sections: optional<ServedPhotogallerySection[]>(sections, []),
    filters: optional<ServedPhotogalleryFilter[]>(filters, []),
    galleries: optional<PhotogalleriesPage | null>(galleries, null)?.items ?? [],
    pressOffice: officeList.find((office) => office.isHeadOffice) ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PresskitRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <PresskitPage {...page} />;
}
