import { formRulesHandle } from '@corp/shared/forms';
import { sectionsHandle } from '@corp/shared/layout';
import type { PageSeo } from '@corp/shared/document';
import { useIdpTexts } from '../idp-texts';
import { idpFormRules } from '../idp-form-rules';
import { IdpPage, idpAnchors } from '../IdpPage/IdpPage';
import type { IdpPageProps } from '../IdpPage/IdpPage';

export interface IdpRouteProps extends IdpPageProps {
  seo?: PageSeo;
}

/**
 * The `handle` of a route showing the idp page: its sections' menu, from the loader's data, in
 * the page's HTML (see `sectionsHandle`), and its forms' rules (`idpFormRules`).
 */
export const idpRouteHandle = {
  ...sectionsHandle<() => IdpRouteProps>(({ seo: _seo, ...page }) =>
    idpAnchors(useIdpTexts(), page),
  ),
  ...formRulesHandle(idpFormRules),
};

/** The idp page as a route renders it (its loader's data); export `idpRouteHandle` beside it. */
export function IdpRoute({ seo: _seo, ...page }: IdpRouteProps) {
  return <IdpPage {...page} />;
}
