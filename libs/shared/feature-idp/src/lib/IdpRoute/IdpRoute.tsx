import { usePageSections } from '@corp/shared/layout';
import type { PageSeo } from '@corp/shared/layout';
import { useIdpTexts } from '../idp-texts';
import { IdpPage, idpAnchors } from '../IdpPage/IdpPage';
import type { IdpPageProps } from '../IdpPage/IdpPage';

export interface IdpRouteProps extends IdpPageProps {
  seo?: PageSeo;
}

/** The idp page as a route renders it (its loader's data): the page and its sections' menu. */
export function IdpRoute({ seo: _seo, ...page }: IdpRouteProps) {
  usePageSections(idpAnchors(useIdpTexts(), page));
  return <IdpPage {...page} />;
}
