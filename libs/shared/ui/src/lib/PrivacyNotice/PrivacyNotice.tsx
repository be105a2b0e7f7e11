import { Trans, useTranslation } from 'react-i18next';
import type { Locale } from '@corp/shared/i18n';
import { normalizeLocale } from '@corp/shared/i18n';
import { Link } from '../Link/Link';
import styles from './PrivacyNotice.module.scss';

/** Spec §2.8: the Russian policy for ru and kz, the English one otherwise (German included). */
export const privacyPolicyHref: Readonly<Record<Locale, string>> = {
  en: '/download/Privacy_Policy.pdf',
  ru: '/download/Privacy_Policy_Rus.pdf',
  de: '/download/Privacy_Policy.pdf',
  kz: '/download/Privacy_Policy_Rus.pdf',
};

export type PrivacyNoticeVariant = 'default' | 'inverse';

export interface PrivacyNoticeProps {
  /** The page locale; the i18n locale by default. Chooses the policy file. */
  locale?: Locale;
  variant?: PrivacyNoticeVariant;
  className?: string;
}

const variantClass: Record<PrivacyNoticeVariant, string | undefined> = {
  default: undefined,
  inverse: styles['inverse'],
};

/** The consent line under a form's submit button, linking to the privacy policy PDF. */
export function PrivacyNotice({ locale, variant = 'default', className }: PrivacyNoticeProps) {
  const { t, i18n } = useTranslation('ui');
  const href = privacyPolicyHref[locale ?? normalizeLocale(i18n.language)];
  return (
    <p className={[styles['notice'], variantClass[variant], className].filter(Boolean).join(' ')}>
      <Trans
        t={t}
        i18nKey="privacy.notice"
        components={{ policy: <Link href={href} className={styles['link']} /> }}
      />
    </p>
  );
}
