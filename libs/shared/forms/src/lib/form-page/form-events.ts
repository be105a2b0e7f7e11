import {
  ASIA_SEND_FORM_GOAL,
  marketingPageId,
  reachGoal,
  reportFormEvent,
} from '@corp/shared/layout';
import type { FormPage } from './form-page';
import { isAsiaPage } from './form-page';

/**
 * What the tags hear of a form sent successfully (spec §7, §4): the marketing script gets a
 * form event with the request type and the page's marketing id (with marketing consent), and a
 * lead request on the Asia page reports the Metrika goal `asia_send_form` (with a counter and
 * analytical consent). Each check happens in `@corp/shared/layout`; nothing is sent without it.
 */
export function reportFormSent(
  page: FormPage,
  type: string,
  { analyticsId, asiaGoal = false }: { analyticsId?: string; asiaGoal?: boolean } = {},
): void {
  reportFormEvent(type, marketingPageId(page.site, page.name, page.params) ?? page.pathname);
  if (asiaGoal && isAsiaPage(page)) reachGoal(ASIA_SEND_FORM_GOAL, analyticsId);
}
