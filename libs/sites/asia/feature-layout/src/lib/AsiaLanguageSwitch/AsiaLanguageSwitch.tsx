import { htmlLang } from '@corp/shared/i18n';
import { NO_REDIRECT_QUERY } from '@corp/shared/routing';
import { useAsiaLayoutTexts } from '../asia-layout-texts';
import type { AsiaLocale } from '../asia-locale';
import { asiaLocales } from '../asia-locale';
import styles from './AsiaLanguageSwitch.module.scss';

export interface AsiaLanguageSwitchProps {
  locale: AsiaLocale;
  className?: string;
}

/**
 * Spec §2.5, §2.7: the Asia site's RU/KZ switch. Each link loads the page anew, so the server
 * stores the choice in the locale cookie; the kz link carries the no-redirect query, else a
 * saved ru cookie would send the visitor back to /ru/ (§2.5 "A locale cookie of ru wins").
 */
export function AsiaLanguageSwitch({ locale, className }: AsiaLanguageSwitchProps) {
  const t = useAsiaLayoutTexts();
  return (
    <nav
      aria-label={t('language')}
      className={[styles['switch'], className].filter(Boolean).join(' ')}
    >
      <ul className={styles['list']}>
        {asiaLocales.map((option) => (
          <li key={option}>
            <a
              href={option === 'kz' ? `/kz/?${NO_REDIRECT_QUERY}` : `/${option}/`}
              hrefLang={htmlLang(option)}
              lang={htmlLang(option)}
              aria-label={`${option.toUpperCase()} — ${t(`languages.${option}`)}`}
              aria-current={option === locale ? 'true' : undefined}
              className={styles['link']}
            >
              {option.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
