import type { FormRules } from '@corp/shared/forms';

/**
 * The digital industrial platform page's form rules, on the idp host (its layout route) and on
 * the main site's `/idp/` (the page's route handle, `idpRouteHandle`):
 * - spec §3: every request names the page `/idp/`;
 * - spec §4: in Russian the industry starts as 'Нефть и газ';
 * - the send button says 'Отправляем...' while sending.
 */
export const idpFormRules: FormRules = {
  feedbackPage: '/idp/',
  industry: { name: { ru: 'Нефть и газ' } },
  sendingText: 'actions.sendingIdp',
};
