import { normalizeLocale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';
import { parseRouteId } from '@corp/shared/routing';
import { useTranslation } from 'react-i18next';
import { use } from 'react';
import { FormPageContext } from './form-page';
import type { FormPage } from './form-page';
import { formMarketingId } from './form-events';
import { formRulesOf } from './form-rules';
import { useRouteState, useSiteName } from '@corp/shared/document';
import { leadIndustryOf } from '@corp/shared/layout';

/**
 * The page the form is rendered on: the deepest route whose id is a page route id
 * (`industries-code___ru`), its parameters, the path, the page's locale (the i18n instance's,
 * which `PageChrome` sets), the industry of what the page is about (`leadIndustryHandle`) and the
 * form rules its routes declare (`formRulesHandle`). The site is the site root's (`useSiteName`)
 * unless `site` names another. Read from the page's `RouteState`, not from React Router, so a
 * form's code loads no router on an island page (ADR 0032), where the server gives the page
 * (`FormPageContext`).
 */
export function useFormPage(site?: SiteName): FormPage {
  const resolved = use(FormPageContext);
  const { pathname, matches } = useRouteState();
  const rootSite = useSiteName();
  const { i18n } = useTranslation();
  if (resolved) return site ? { ...resolved, site } : resolved;
  if (!matches) {
    throw new Error('A form on an island page needs its page from the server (FormPageContext)');
  }
  const route = [...matches].reverse().find((match) => parseRouteId(match.id) !== null);
  const parsed = route ? parseRouteId(route.id) : null;
  const subjectIndustry = leadIndustryOf(matches);
  return {
    site: site ?? rootSite,
    name: parsed?.page ?? 'index',
    params: route?.params ?? {},
    locale: normalizeLocale(i18n.language),
    pathname,
    rules: formRulesOf(matches),
    ...(subjectIndustry === undefined ? {} : { subjectIndustry }),
  };
}

/**
 * The form's page as an island's props carry it (ADR 0032): `useFormPage` with its marketing id
 * resolved here, on the server, since the browser of an island page has no URL resolver.
 */
export function useIslandFormPage(): FormPage {
  const page = useFormPage();
  const marketingId = formMarketingId(page);
  return marketingId === undefined ? page : { ...page, marketingId };
}
