import type { Locale } from '@corp/shared/i18n';
import { useLayoutTexts } from '../Layouts/layout-texts';
import { usePublicConfig, useRouteState } from '@corp/shared/document/islands';
import type { HreflangAlternate } from '@corp/shared/i18n';
import { languageNames, languageOptions } from './language-options';
import styles from './LanguageSwitch.module.scss';

export interface LanguageSwitchProps {
  locale: Locale;
  className?: string;
  /** The page's language versions, as the server resolved them (ADR 0032). */
  alternates: readonly HreflangAlternate[];
}

/**
 * Links to the page in the other languages it exists in (en, ru, and de for its four pages).
 * They load the page anew, so the server stores the chosen locale (§2.5). Not on another host
 * wearing the main site's layout (the idp host is Russian only, §2.5).
 */
export function LanguageSwitch({ locale, className, alternates }: LanguageSwitchProps) {
  const t = useLayoutTexts();
  const { pathname } = useRouteState();
  const { hubOrigin } = usePublicConfig();
  // Final even when there are none (a not-found page).
  const options = languageOptions(pathname, alternates);
  if (options.length < 2 || hubOrigin) return null;
  return (
    <nav aria-label={t('header.language')} className={className}>
      <ul className={styles['list']}>
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={option.href}
              hrefLang={option.locale}
              lang={option.locale}
              // The visible code first, so speech input ("click EN") matches the name.
              aria-label={`${option.locale.toUpperCase()} — ${languageNames[option.locale]}`}
              aria-current={option.locale === locale ? 'true' : undefined}
              className={styles['link']}
            >
              {option.locale.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
