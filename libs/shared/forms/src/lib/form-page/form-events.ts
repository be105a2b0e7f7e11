import { reachGoal, reportFormEvent } from '@corp/shared/layout';
import { marketingPageId, routeTable } from '@corp/shared/routing';
import type { FormPage } from './form-page';

/** The page's marketing id (spec §7): given with the page, or from the site's definition. */
export function formMarketingId(page: FormPage): string | undefined {
  if (page.marketingId !== undefined) return page.marketingId;
  return marketingPageId(routeTable().definitionOf(page.site), page.name, page.params);
}

/**
 * What the tags hear of a form sent successfully (spec §7, §4): the marketing script gets a
 * form event with the request type and the page's marketing id (with marketing consent), and a
 * lead request on a page whose rules name a goal (`FormRules.leadGoal`) reports that Metrika
 * goal (with a counter and analytical consent). Each check happens in `@corp/shared/layout`;
 * nothing is sent without it.
 */
export function reportFormSent(
  page: FormPage,
  type: string,
  { analyticsId, leadGoal = false }: { analyticsId?: string; leadGoal?: boolean } = {},
): void {
  reportFormEvent(type, formMarketingId(page) ?? page.pathname);
  const goal = page.rules?.leadGoal;
  if (leadGoal && goal) reachGoal(goal, analyticsId);
}
