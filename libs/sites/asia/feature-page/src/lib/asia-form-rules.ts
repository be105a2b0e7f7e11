import type { FormRules } from '@corp/shared/forms';

/** Spec §4 "An asia request success reports the analytics goal 'asia_send_form'." */
export const ASIA_SEND_FORM_GOAL = 'asia_send_form';

/**
 * The Asia site's form rules, declared by its layout route for every page of the site:
 * - spec §3: every request names the page `/asia`, whatever the path (`/ru/`, `/kz/`);
 * - spec §5: on the Russian page the phone starts with Kazakhstan (KZ);
 * - spec §4: a lead request sent reaches the Metrika goal `asia_send_form`.
 */
export const asiaFormRules: FormRules = {
  feedbackPage: '/asia',
  phoneCountry: { ru: 'KZ' },
  leadGoal: ASIA_SEND_FORM_GOAL,
};
