import { useState } from 'react';
import { Button, TextField } from '@corp/shared/ui';
import type { MediaAsset } from '../../api-types';
import { MediaPicker } from '../../MediaPicker/MediaPicker';
import type { FieldControlProps } from '../field-props';
import { useField } from '../use-field';
import styles from './fields.module.scss';

type ImageValue = { desktop?: string; alt?: string } & Record<string, unknown>;

/** The imageSchema object of a picked asset, with the alt text kept if the asset has none. */
export function imageFromAsset(asset: MediaAsset, previous: ImageValue | undefined): ImageValue {
  const image: ImageValue = asset.image ? { ...asset.image } : { desktop: asset.url };
  const alt = image.alt || asset.alt || previous?.alt;
  if (alt) image.alt = alt;
  else delete image.alt;
  return image;
}

/**
 * An image of the contract (`imageSchema`): picked from the media library, which fills every
 * variant the sites' Picture uses; the alternative text is edited here per locale.
 */
export function ImageInput({ path, label, required, readOnly }: FieldControlProps) {
  const field = useField(path, readOnly);
  const [picking, setPicking] = useState(false);
  const image =
    field.value && typeof field.value === 'object' ? (field.value as ImageValue) : undefined;
  const errorId = `${field.id}-error`;
  return (
    <fieldset className={styles['fieldset']} aria-describedby={field.error ? errorId : undefined}>
      <legend className={styles['legend']}>
        {label}
        {required ? (
          <span className={styles['required']} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={styles['image']}>
        {image?.desktop ? (
          <img className={styles['thumb']} src={image.desktop} alt="" />
        ) : (
          <p className={styles['hint']}>{field.t('form.imageNone')}</p>
        )}
        <div className={styles['entryTools']}>
          <Button
            variant="secondary"
            size="small"
            disabled={field.disabled}
            onClick={() => setPicking(true)}
          >
            {image ? field.t('form.imageReplace') : field.t('form.imageChoose')}
          </Button>
          {image && !required ? (
            <Button
              variant="ghost"
              size="small"
              disabled={field.disabled}
              onClick={() => field.set(undefined)}
            >
              {field.t('form.imageRemove')}
            </Button>
          ) : null}
        </div>
      </div>
      {image ? (
        <TextField
          id={`${field.id}-alt`}
          label={field.t('form.imageAlt')}
          disabled={field.disabled}
          lang={field.lang}
          value={image.alt ?? ''}
          onChange={(event) => {
            const { alt: _alt, ...rest } = image;
            field.set(event.target.value ? { ...rest, alt: event.target.value } : rest);
          }}
        />
      ) : null}
      {field.error ? (
        <p id={errorId} className={styles['error']}>
          {field.error}
        </p>
      ) : null}
      <MediaPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(asset) => {
          field.set(imageFromAsset(asset, image));
          setPicking(false);
        }}
      />
    </fieldset>
  );
}
