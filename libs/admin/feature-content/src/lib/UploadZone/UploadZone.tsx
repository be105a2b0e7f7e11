import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { TextField } from '@corp/shared/ui';
import { useContentTexts } from '../content-texts';
import styles from './UploadZone.module.scss';

/** One file on its way up: its progress (0–1), then done or its error. */
export interface UploadState {
  id: string;
  name: string;
  progress: number;
  done: boolean;
  error?: string;
}

export interface UploadZoneProps {
  onFiles: (files: File[]) => void;
  alt: string;
  onAlt: (alt: string) => void;
  uploads: readonly UploadState[];
}

/** What the library takes: images, PDF brochures, videos. */
export const ACCEPTED_MEDIA =
  'image/jpeg,image/png,image/webp,application/pdf,video/mp4,video/webm';

/**
 * Uploads: files dropped on the zone or chosen with its button (a real file input, so Tab then
 * Enter or Space opens the chooser), the alt text they get, and each file's progress or error.
 */
export function UploadZone({ onFiles, alt, onAlt, uploads }: UploadZoneProps) {
  const t = useContentTexts();
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(files);
  };
  return (
    <section className={styles['upload']} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles['title']}>
        {t('media.upload')}
      </h2>
      <TextField
        label={t('media.alt')}
        value={alt}
        onChange={(event) => onAlt(event.target.value)}
      />
      <div
        className={[styles['zone'], over ? styles['over'] : undefined].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p className={styles['hint']}>{t('media.drop')}</p>
        <input
          id={inputId}
          className={styles['input']}
          type="file"
          multiple
          accept={ACCEPTED_MEDIA}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length) onFiles(files);
          }}
        />
        <label htmlFor={inputId} className={styles['button']}>
          {t('media.choose')}
        </label>
      </div>
      {uploads.length > 0 ? (
        <ul className={styles['uploads']} aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.id}>
              {upload.error ? (
                <span className={styles['error']} role="alert">
                  {t('media.uploadFailed', { name: upload.name, message: upload.error })}
                </span>
              ) : upload.done ? (
                <span>{t('media.uploaded', { name: upload.name })}</span>
              ) : (
                <label className={styles['progress']}>
                  <span>{t('media.uploading', { name: upload.name })}</span>
                  <progress max={100} value={Math.round(upload.progress * 100)} />
                </label>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
