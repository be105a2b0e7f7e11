import { Icon, buttonClassName } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import styles from './DownloadList.module.scss';

export interface DownloadItem {
  title: string;
  /** A line about the file, or its date. */
  note?: string;
  /** `/download/…` */
  href: string;
  /** `PDF` */
  format: string;
}

export interface DownloadListProps {
  items: readonly DownloadItem[];
}

/** `/download/regulations/quality-policy.pdf` → `quality-policy.pdf`. */
export function fileName(href: string): string {
  return href.split('/').filter(Boolean).pop() ?? href;
}

/** Files to download (spec §2.8 "Static downloads"): name, note, format and a Download link. */
export function DownloadList({ items }: DownloadListProps) {
  const t = useCompanyTexts();
  return (
    <ul className={styles['list']}>
      {items.map((item) => (
        <li key={item.href} className={styles['item']}>
          <span className={styles['format']} aria-hidden="true">
            {item.format}
          </span>
          <span className={styles['text']}>
            <span className={styles['title']}>{item.title}</span>
            {item.note && <span className={styles['note']}>{item.note}</span>}
          </span>
          <a
            className={buttonClassName({ variant: 'ghost', size: 'small' }, styles['download'])}
            href={item.href}
            download={fileName(item.href)}
          >
            <Icon name="download" size={20} />
            {t('common.download')}
            <span className={styles['hidden']}>
              {' '}
              {item.title} ({item.format})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
