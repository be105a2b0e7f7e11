import { Link } from 'react-router';
import { locales } from '@corp/shared/i18n';
import type { KindSummary } from '../api-types';
import { useContentTexts } from '../content-texts';
import styles from './ContentOverview.module.scss';

export interface ContentOverviewProps {
  kinds: readonly KindSummary[];
}

/**
 * Every kind with its count, its unpublished changes and what is missing per locale (each a
 * link to the list filtered on that locale).
 */
export function ContentOverview({ kinds }: ContentOverviewProps) {
  const t = useContentTexts();
  return (
    <div className={styles['scroll']}>
      <table className={styles['table']}>
        <caption className={styles['caption']}>{t('overview.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('overview.kind')}</th>
            <th scope="col">{t('overview.count')}</th>
            <th scope="col">{t('overview.drafts')}</th>
            <th scope="col">{t('overview.missing')}</th>
          </tr>
        </thead>
        <tbody>
          {kinds.map((summary) => (
            <tr key={summary.kind}>
              <th scope="row">
                <Link to={`/content/${summary.kind}`}>{t(`kinds.${summary.kind}`)}</Link>
              </th>
              <td>{summary.count}</td>
              <td>{summary.drafts}</td>
              <td>
                <ul className={styles['missing']}>
                  {locales.map((locale) => {
                    const count = summary.missing?.[locale];
                    const label =
                      count === undefined
                        ? t(`locales.${locale}`)
                        : t('overview.missingIn', { locale: t(`locales.${locale}`), count });
                    return (
                      <li key={locale}>
                        <Link
                          to={`/content/${summary.kind}?missing=${locale}`}
                          className={count ? styles['some'] : undefined}
                        >
                          {label}
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
