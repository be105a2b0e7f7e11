import { useId } from 'react';
import { adminLanguages, useAdminLanguage, useAdminT } from '../i18n/admin-i18n';
import styles from './LanguageSwitch.module.scss';

/** The admin's language (English or Russian), remembered in this browser. */
export function LanguageSwitch() {
  const t = useAdminT();
  const [language, choose] = useAdminLanguage();
  const id = `language${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <div className={styles['switch']}>
      <label htmlFor={id} className={styles['label']}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className={styles['select']}
        value={language}
        onChange={(event) => choose(event.target.value as typeof language)}
      >
        {adminLanguages.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
