import { reachGoal, reportFormEvent } from '@corp/shared/layout';
import { marketingPageId, routeTable } from '@corp/shared/routing';
import type { FormPage } from './form-page';

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
  const definition = routeTable().definitionOf(page.site);
  reportFormEvent(type, marketingPageId(definition, page.name, page.params) ?? page.pathname);
  const goal = page.rules?.leadGoal;
  if (leadGoal && goal) reachGoal(goal, analyticsId);
}
