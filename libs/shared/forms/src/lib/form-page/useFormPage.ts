import { normalizeLocale } from '@corp/shared/i18n';
import type { SiteName } from '@corp/shared/routing';
import { parseRouteId } from '@corp/shared/routing';
import { useTranslation } from 'react-i18next';
import { use } from 'react';
import { useLocation, useMatches } from 'react-router';
import { FormPageContext } from './form-page';
import type { FormPage } from './form-page';
import { formRulesOf } from './form-rules';
import { useSiteName } from '@corp/shared/document';
import { leadIndustryOf } from '@corp/shared/layout';

/**
 * The page the form is rendered on: the deepest route whose id is a page route id
 * (`industries-code___ru`), its parameters, the path, the page's locale (the i18n instance's,
 * which `PageChrome` sets), the industry of what the page is about (`leadIndustryHandle`) and the
 * form rules its routes declare (`formRulesHandle`). The site is the site root's (`useSiteName`)
 * unless `site` names another.
 */
export function useFormPage(site?: SiteName): FormPage {
  const resolved = use(FormPageContext);
  // A form in an island (ADR 0032) has its page from the server and no router around it. Whether
  // a form has the context never changes while it is mounted, so the hooks below keep their order.
  if (resolved) return site ? { ...resolved, site } : resolved;
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above: the branch never changes
  return useRouterFormPage(site);
}

function useRouterFormPage(site?: SiteName): FormPage {
  const rootSite = useSiteName();
  const matches = useMatches();
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
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
