import { Select, TextField } from '@corp/shared/ui';
import type { MediaAsset, MediaAssetDetail } from '../api-types';
import { useContentTexts } from '../content-texts';
import { MediaDetail } from '../MediaDetail/MediaDetail';
import { UploadZone } from '../UploadZone/UploadZone';
import type { UploadState } from '../UploadZone/UploadZone';
import styles from './MediaLibrary.module.scss';

export interface MediaFilter {
  q: string;
  kind: string;
}

export interface MediaLibraryViewProps {
  assets: readonly MediaAsset[];
  total: number;
  loading: boolean;
  filter: MediaFilter;
  onFilter: (filter: MediaFilter) => void;
  uploads: readonly UploadState[];
  onFiles: (files: File[]) => void;
  alt: string;
  onAlt: (alt: string) => void;
  selected?: MediaAssetDetail;
  onSelect: (id: string | null) => void;
  onDelete: (id: string) => void;
  deleting: boolean;
  message?: string;
}

/** `/admin/media`: upload, search and filter the library, an asset's details. */
export function MediaLibraryView(props: MediaLibraryViewProps) {
  const t = useContentTexts();
  const { filter } = props;
  return (
    <div className={styles['page']}>
      <h1 className={styles['title']}>{t('media.title')}</h1>
      <UploadZone
        onFiles={props.onFiles}
        alt={props.alt}
        onAlt={props.onAlt}
        uploads={props.uploads}
      />
      <form
        className={styles['filters']}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <TextField
          label={t('media.search')}
          value={filter.q}
          onChange={(event) => props.onFilter({ ...filter, q: event.target.value })}
        />
        <Select
          label={t('media.kind')}
          options={[
            { value: '', label: t('media.all') },
            ...(['image', 'pdf', 'video'] as const).map((kind) => ({
              value: kind,
              label: t(`media.kinds.${kind}`),
            })),
          ]}
          value={filter.kind}
          onChange={(kind) => props.onFilter({ ...filter, kind })}
        />
      </form>
      {props.message ? (
        <p className={styles['note']} role="status">
          {props.message}
        </p>
      ) : null}
      <div className={styles['body']}>
        <div>
          {!props.loading && props.assets.length === 0 ? (
            <p className={styles['note']}>{t('media.empty')}</p>
          ) : null}
          <ul className={styles['grid']}>
            {props.assets.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  className={styles['tile']}
                  aria-pressed={props.selected?.id === asset.id}
                  onClick={() => props.onSelect(asset.id)}
                >
                  {asset.kind === 'image' ? (
                    <img
                      className={styles['thumb']}
                      src={asset.image?.desktop ?? asset.url}
                      alt=""
                    />
                  ) : (
                    <span className={styles['type']} aria-hidden="true">
                      {asset.kind.toUpperCase()}
                    </span>
                  )}
                  <span className={styles['name']}>{asset.originalName}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
        {props.selected ? (
          <MediaDetail
            asset={props.selected}
            deleting={props.deleting}
            onDelete={() => props.selected && props.onDelete(props.selected.id)}
            onClose={() => props.onSelect(null)}
          />
        ) : null}
      </div>
    </div>
  );
}
