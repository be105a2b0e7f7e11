import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Locale } from '@corp/shared/i18n';
import { hreflang, normalizeLocale } from '@corp/shared/i18n';
import { LanguageMark, Link } from '../Link/Link';
import styles from './PrivacyNotice.module.scss';

/** Spec §2.8: the Russian policy for ru and kz, the English one otherwise (German included). */
export const privacyPolicyHref: Readonly<Record<Locale, string>> = {
  en: '/download/Privacy_Policy.pdf',
  ru: '/download/Privacy_Policy_Rus.pdf',
  de: '/download/Privacy_Policy.pdf',
  kz: '/download/Privacy_Policy_Rus.pdf',
};

/** The language of the policy each locale links to: the German page's is English, kz's Russian. */
export const privacyPolicyLanguage: Readonly<Record<Locale, 'en' | 'ru'>> = {
  en: 'en',
  ru: 'ru',
  de: 'en',
  kz: 'ru',
};

export interface PrivacyPolicyLinkProps {
  /** The page's locale: which policy, and whether it is in another language. */
  locale: Locale;
  className?: string;
  /** The link's text (a `<policy>` tag of a `Trans` text gives it). */
  children?: ReactNode;
}

/**
 * The link to the privacy policy PDF of a page in `locale` (spec §2.8). A policy in another
 * language than the page's (German pages link the English one, Kazakh pages the Russian one)
 * says so: `hreflang`, the language's code after the text and, for screen readers, "auf
 * Englisch" (issue 42).
 */
export function PrivacyPolicyLink({ locale, className, children }: PrivacyPolicyLinkProps) {
  const language = privacyPolicyLanguage[locale];
  const other = language !== locale;
  return (
    <Link
      href={privacyPolicyHref[locale]}
      hrefLang={other ? hreflang(language) : undefined}
      className={className}
    >
      {children}
      {other ? <LanguageMark language={language} /> : null}
    </Link>
  );
}

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
  const pageLocale = locale ?? normalizeLocale(i18n.language);
  return (
    <p className={[styles['notice'], variantClass[variant], className].filter(Boolean).join(' ')}>
      <Trans
        t={t}
        i18nKey="privacy.notice"
        components={{
          policy: <PrivacyPolicyLink locale={pageLocale} className={styles['link']} />,
        }}
      />
    </p>
  );
}
