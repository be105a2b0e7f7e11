import { useState } from 'react';
import { Modal, TextField } from '@corp/shared/ui';
import type { MediaAsset } from '../api-types';
import { useContentServices } from '../content-services';
import { useContentTexts } from '../content-texts';
import styles from './MediaPicker.module.scss';

export interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (asset: MediaAsset) => void;
}

/** A dialog listing the media library's images (searchable); a click or Enter picks one. */
export function MediaPicker({ open, onClose, onPick }: MediaPickerProps) {
  const t = useContentTexts();
  const [q, setQ] = useState('');
  const { assets, loading } = useContentServices().useMediaAssets({ q, kind: 'image' });
  return (
    <Modal open={open} onClose={onClose} title={t('media.pickTitle')} size="large">
      <TextField
        label={t('media.search')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {loading ? <p className={styles['note']}>{t('media.loading')}</p> : null}
      {!loading && assets.length === 0 ? (
        <p className={styles['note']}>{t('media.empty')}</p>
      ) : null}
      <ul className={styles['grid']}>
        {assets.map((asset) => (
          <li key={asset.id}>
            <button type="button" className={styles['tile']} onClick={() => onPick(asset)}>
              <img src={asset.image?.desktop ?? asset.url} alt="" className={styles['thumb']} />
              <span className={styles['name']}>
                {t('media.pick')}:{' '}
                {asset.alt ? `${asset.alt} (${asset.originalName})` : asset.originalName}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
