import { ADMIN_API_BASE_URL } from '@corp/admin/data-access';
import { useAdminT } from '../i18n/admin-i18n';
import styles from './ExportLinks.module.scss';

/** The exports administrators and sales download (each one is written to the audit log). */
export const exportFiles = [
  { key: 'leadsCsv', file: 'leads.csv' },
  { key: 'leadsXlsx', file: 'leads.xlsx' },
  { key: 'consentsCsv', file: 'consents.csv' },
  { key: 'consentsXlsx', file: 'consents.xlsx' },
] as const;

/** Download links of the leads and consents exports. */
export function ExportLinks() {
  const t = useAdminT();
  return (
    <section className={styles['section']} aria-labelledby="exports-title">
      <h2 id="exports-title" className={styles['title']}>
        {t('exports.title')}
      </h2>
      <ul className={styles['list']}>
        {exportFiles.map(({ key, file }) => (
          <li key={key}>
            <a className={styles['link']} href={`${ADMIN_API_BASE_URL}/${file}`} download>
              {t(`exports.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
