import { normalizeLocale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';
import { parseRouteId } from '@corp/shared/routing';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import type { FormPage } from './form-page';
import { useFormSite } from './form-site';

/**
 * The page the form is rendered on: the deepest route whose id is a page route id
 * (`industries-code___ru`), its parameters, the path, and the page's locale (the i18n
 * instance's, which `PageChrome` sets). Sites other than main name themselves with `site`, or
 * through the dialog's `FormSiteContext`; main otherwise.
 */
export function useFormPage(site?: SiteName): FormPage {
  const dialogSite = useFormSite();
  const matches = useMatches();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const route = [...matches].reverse().find((match) => parseRouteId(match.id) !== null);
  const parsed = route ? parseRouteId(route.id) : null;
  return {
    site: site ?? dialogSite ?? 'main',
    name: parsed?.page ?? 'index',
    params: route?.params ?? {},
    locale: normalizeLocale(i18n.language),
    pathname,
  };
}
