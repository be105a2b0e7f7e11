import { Suspense, useState } from 'react';
import type {
  ServedPhotogallery,
  ServedPhotogalleryFilter,
  ServedPhotogallerySection,
} from '@corp/shared/contracts';
import { useBrowserQuery } from '@corp/shared/data-access-api/browser';
import type { PhotogalleriesArgs } from '@corp/shared/data-access-api';
import type { Locale } from '@corp/shared/i18n';
import { lazyChunk } from '@corp/shared/ui';
import { useGalleriesTexts } from './galleries-texts';
import { NO_GALLERY_FILTER, PhotogalleryFilters } from '../PhotogalleryFilters/PhotogalleryFilters';
import type { GalleryFilterValue } from '../PhotogalleryFilters/PhotogalleryFilters';
import { PhotogalleryList } from '../PhotogalleryList/PhotogalleryList';
import styles from './PresskitGalleries.module.scss';

// The gallery's dialog (its slider, its frame) loads when a gallery is opened, not with the page.
const PhotogalleryModal = lazyChunk(() =>
  import('@corp/shared/ui/photogallery-modal').then((module) => ({
    default: module.PhotogalleryModal,
  })),
);

export interface PresskitGalleriesProps {
  locale: Locale;
  sections: readonly ServedPhotogallerySection[];
  filters: readonly ServedPhotogalleryFilter[];
  /** Every gallery, newest first: the list before any filter is chosen. */
  galleries: readonly ServedPhotogallery[];
}

/** The body of `POST /photogalleries/` for the chosen filters ("all" left out). */
export function galleryQuery(locale: Locale, filter: GalleryFilterValue): PhotogalleriesArgs {
  return {
    locale,
    ...(filter.section ? { section: filter.section } : {}),
    ...(filter.year ? { year: filter.year } : {}),
    ...(filter.tag ? { tag: filter.tag } : {}),
  };
}

const isFiltered = (filter: GalleryFilterValue) =>
  Boolean(filter.section || filter.year || filter.tag);

/**
 * The press kit's photo galleries: filters ask the API for the matching galleries, a card opens
 * the photogallery modal (spec §2.8) with its photos and Download buttons.
 */
export function PresskitGalleries({
  locale,
  sections,
  filters,
  galleries,
}: PresskitGalleriesProps) {
  const t = useGalleriesTexts();
  const [filter, setFilter] = useState<GalleryFilterValue>(NO_GALLERY_FILTER);
  const [openGallery, setOpenGallery] = useState<ServedPhotogallery | null>(null);
  const filtered = isFiltered(filter);
  const query = useBrowserQuery('getPhotogalleries', galleryQuery(locale, filter), {
    skip: !filtered,
    locale,
  });
  const items = filtered ? (query.data?.items ?? []) : galleries;
  const busy = filtered && query.isFetching;
  return (
    <div>
      <PhotogalleryFilters
        sections={sections}
        filters={filters}
        value={filter}
        onChange={setFilter}
      />
      <div
        aria-busy={busy || undefined}
        aria-live="polite"
        className={busy ? styles['busy'] : undefined}
      >
        {items.length > 0 ? (
          <PhotogalleryList galleries={items} locale={locale} onOpen={setOpenGallery} />
        ) : (
          !busy && (
            <p className={styles['empty']}>
              {t('empty')}{' '}
              <button
                type="button"
                className={styles['reset']}
                onClick={() => setFilter(NO_GALLERY_FILTER)}
              >
                {t('reset')}
              </button>
            </p>
          )
        )}
      </div>
      {openGallery && (
        <Suspense fallback={null}>
          <PhotogalleryModal
            open
            onClose={() => setOpenGallery(null)}
            title={openGallery.name}
            photos={openGallery.photos}
            tags={openGallery.tags}
            presskit
          />
        </Suspense>
      )}
    </div>
  );
}
