import { Link } from 'react-router';
import { Button } from '@corp/shared/ui';
import type { MediaAssetDetail } from '../api-types';
import { useContentTexts } from '../content-texts';
import { useDateTimeFormat } from '../format-date';
import styles from './MediaDetail.module.scss';

export interface MediaDetailProps {
  asset: MediaAssetDetail;
  onDelete: () => void;
  deleting: boolean;
  onClose: () => void;
  message?: string;
}

/** `182000` → `178 kB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** One asset: its file, variants, where content uses it, and delete (refused while used). */
export function MediaDetail({ asset, onDelete, deleting, onClose, message }: MediaDetailProps) {
  const t = useContentTexts();
  const formatDate = useDateTimeFormat();
  const variants = Object.entries(asset.image ?? {}).filter(
    ([name, value]) => name !== 'alt' && name !== 'lqip' && typeof value === 'string',
  );
  return (
    <section className={styles['detail']} aria-labelledby="media-detail-title">
      <h2 id="media-detail-title" className={styles['title']}>
        {asset.originalName}
      </h2>
      {asset.kind === 'image' ? (
        <img
          className={styles['preview']}
          src={asset.image?.desktop ?? asset.url}
          alt={asset.alt}
        />
      ) : (
        <a href={asset.url}>{asset.originalName}</a>
      )}
      <dl className={styles['facts']}>
        <dt>{t('media.type')}</dt>
        <dd>{asset.mimeType}</dd>
        <dt>{t('media.size')}</dt>
        <dd>{formatSize(asset.size)}</dd>
        {asset.width && asset.height ? (
          <>
            <dt>{t('media.dimensions')}</dt>
            <dd>
              {asset.width} × {asset.height}
            </dd>
          </>
        ) : null}
        <dt>{t('media.created')}</dt>
        <dd>{formatDate(asset.createdAt)}</dd>
      </dl>
      {variants.length > 0 ? (
        <>
          <h3 className={styles['subtitle']}>{t('media.variants')}</h3>
          <ul className={styles['list']}>
            {variants.map(([name, url]) => (
              <li key={name}>
                <a href={String(url)}>{name}</a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h3 className={styles['subtitle']}>{t('media.usedBy')}</h3>
      {asset.usedBy.length === 0 ? (
        <p className={styles['note']}>{t('media.unused')}</p>
      ) : (
        <ul className={styles['list']}>
          {asset.usedBy.map((use) => (
            <li key={`${use.kind}/${use.key}/${use.locale}/${use.state}`}>
              <Link to={`/content/${use.kind}/${encodeURIComponent(use.key)}`}>
                {t(`kinds.${use.kind}`)}: {use.key}
              </Link>{' '}
              ({use.locale}, {t(`states.${use.state}`)})
            </li>
          ))}
        </ul>
      )}
      {asset.usedBy.length > 0 ? (
        <p className={styles['note']}>{t('media.deleteRefused', { name: asset.originalName })}</p>
      ) : null}
      {message ? (
        <p className={styles['note']} role="status">
          {message}
        </p>
      ) : null}
      <div className={styles['actions']}>
        <Button
          variant="secondary"
          pending={deleting}
          disabled={asset.usedBy.length > 0}
          onClick={onDelete}
        >
          {t('media.delete')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('media.close')}
        </Button>
      </div>
    </section>
  );
}
