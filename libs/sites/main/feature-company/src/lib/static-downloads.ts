import type { Locale } from '@corp/shared/i18n';

/** Spec §2.8 "Static downloads": the privacy policy of a locale (German uses the English one). */
export function privacyPolicyHref(locale: Locale): string {
  return locale === 'ru' || locale === 'kz'
    ? '/download/Privacy_Policy_Rus.pdf'
    : '/download/Privacy_Policy.pdf';
}

/** Spec §2.8 "Static downloads": the anti-corruption policy, one file for every locale. */
export const ANTI_CORRUPTION_POLICY_HREF = '/download/Anti_Corruption_Policy.pdf';
