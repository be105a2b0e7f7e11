import { Suspense, useEffect } from 'react';
import type { ComponentType } from 'react';
import { lazyChunk } from '@corp/shared/ui';
import type {
  FeatureModalData,
  ImageModalData,
  LearnMoreModalData,
  ReviewCardModalData,
  VideoModalData,
} from '../modal-data';
import type { ModalRegistry, ModalRenderProps } from '../ModalHost/ModalHost';

/**
 * A modal whose code could not load (spec §2.6, within the reload guard): closed again at once,
 * so that the page is not left behind a modal nobody sees.
 */
export function UnavailableModal({ close }: { close: () => void }): null {
  useEffect(close, [close]);
  return null;
}

/*
 * The content modals load on first use, each in its own chunk with its texts and styles, so no
 * page's first load grows with them (ADR 0007). While a chunk loads nothing shows: the modal
 * appears when its code has arrived (a click away, a few kB). Should the chunk fail, the page
 * reloads once (spec §2.6); within the guard the modal closes again (`UnavailableModal`).
 */
const LazyFeatureModal = lazyChunk(
  () => import('./FeatureModal/FeatureModal').then((m) => ({ default: m.FeatureModal })),
  UnavailableModal,
);
const LazyVideoModal = lazyChunk(
  () => import('./VideoModal/VideoModal').then((m) => ({ default: m.VideoModal })),
  UnavailableModal,
);
const LazyLearnMoreModal = lazyChunk(
  () => import('./LearnMoreModal/LearnMoreModal').then((m) => ({ default: m.LearnMoreModal })),
  UnavailableModal,
);
const LazyReviewCardModal = lazyChunk(
  () => import('./ReviewCardModal/ReviewCardModal').then((m) => ({ default: m.ReviewCardModal })),
  UnavailableModal,
);
const LazyImageModal = lazyChunk(
  () => import('./ImageModal/ImageModal').then((m) => ({ default: m.ImageModal })),
  UnavailableModal,
);

/**
 * A registry entry: the opener's data, typed by `open(name, data)` (modal-data.ts), handed to
 * the lazily loaded modal under its own Suspense boundary.
 */
function entry<D>(
  Modal: ComponentType<{ data: D; close: () => void }>,
  displayName: string,
): ComponentType<ModalRenderProps> {
  function LazyModalEntry({ data, close }: ModalRenderProps) {
    return (
      <Suspense fallback={null}>
        <Modal data={data as unknown as D} close={close} />
      </Suspense>
    );
  }
  LazyModalEntry.displayName = displayName;
  return LazyModalEntry;
}

function VideoBrochure(props: { data: VideoModalData; close: () => void }) {
  return <LazyVideoModal {...props} withBrochure />;
}

/** Spec §2.9: feature-modal, video-brochure, showVideo, learnMore, reviewCard and image. */
export const contentModalRegistry: ModalRegistry = {
  'feature-modal': entry<FeatureModalData>(LazyFeatureModal, 'FeatureModalEntry'),
  'video-brochure': entry<VideoModalData>(VideoBrochure, 'VideoBrochureModalEntry'),
  showVideo: entry<VideoModalData>(LazyVideoModal, 'ShowVideoModalEntry'),
  learnMore: entry<LearnMoreModalData>(LazyLearnMoreModal, 'LearnMoreModalEntry'),
  reviewCard: entry<ReviewCardModalData>(LazyReviewCardModal, 'ReviewCardModalEntry'),
  image: entry<ImageModalData>(LazyImageModal, 'ImageModalEntry'),
};
