import { Link } from 'react-router';
import type { ContentKindName } from '@corp/shared/contracts';
import { locales } from '@corp/shared/i18n';
import type { ItemSummary } from '../api-types';
import { useContentTexts } from '../content-texts';
import { useDateTimeFormat } from '../format-date';
import styles from './LocaleMatrix.module.scss';
import { LocaleStateBadge } from './LocaleStateBadge';

export interface LocaleMatrixProps {
  kind: ContentKindName;
  items: readonly ItemSummary[];
}

/** A kind's items, one row each: what is published, changed, a draft or missing per locale. */
export function LocaleMatrix({ kind, items }: LocaleMatrixProps) {
  const t = useContentTexts();
  const formatDate = useDateTimeFormat();
  return (
    <div className={styles['scroll']}>
      <table className={styles['table']}>
        <caption className={styles['visuallyHidden']}>{t(`kinds.${kind}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.title')}</th>
            <th scope="col">{t('list.site')}</th>
            {locales.map((locale) => (
              <th key={locale} scope="col">
                <abbr title={t(`locales.${locale}`)}>{locale}</abbr>
              </th>
            ))}
            <th scope="col">{t('list.updated')}</th>
            <th scope="col">{t('list.scheduled')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key}>
              <th scope="row">
                <Link to={`/content/${kind}/${encodeURIComponent(item.key)}`}>
                  {item.title || item.key}
                </Link>
                <span className={styles['key']}>{item.key}</span>
              </th>
              <td>{item.site}</td>
              {locales.map((locale) => (
                <td key={locale}>
                  <LocaleStateBadge locale={locale} state={item.locales[locale] ?? 'missing'} />
                </td>
              ))}
              <td>
                {formatDate(item.updatedAt)}
                {item.updatedBy ? <span className={styles['key']}>{item.updatedBy}</span> : null}
              </td>
              <td>
                {item.scheduled
                  ? t('list.scheduledAction', {
                      action: t(`schedule.${item.scheduled.action}`),
                      at: formatDate(item.scheduled.runAt),
                    })
                  : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
