import { Button, Modal, Video } from '@corp/shared/ui';
import type { VideoSource } from '@corp/shared/ui';
import type { VideoModalData } from '../../modal-data';
import { useModal } from '../../ModalProvider/modal-context';
import { useContentModalTexts } from '../content-modals.texts';
import styles from './VideoModal.module.scss';

export interface VideoModalProps {
  data: VideoModalData;
  close: () => void;
  /**
   * video-brochure: a "Download the brochure" button under the video opens the product's
   * download-brochure dialog in place of this one. showVideo has none.
   */
  withBrochure?: boolean;
}

const sourceType: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4' };

/** The `<source>` of a video file; its type from the extension (mp4 when unknown). */
export function videoSourceOf(src: string): VideoSource {
  const extension = /\.(\w+)(?:[?#].*)?$/.exec(src)?.[1]?.toLowerCase() ?? '';
  return { src, type: sourceType[extension] ?? 'video/mp4' };
}

/**
 * video-brochure and showVideo: a video with the browser's controls and its poster, watched
 * from the start on the visitor's click (no autoplay, sound on).
 */
export function VideoModal({ data, close, withBrochure = false }: VideoModalProps) {
  const t = useContentModalTexts();
  const modal = useModal();
  const { title, src, poster, product } = data;
  return (
    <Modal open onClose={close} title={title} size="large">
      <Video
        className={styles['video']}
        sources={[videoSourceOf(src)]}
        title={title}
        poster={poster}
        autoPlay={false}
        loop={false}
        controls
      />
      {withBrochure && product ? (
        <div className={styles['actions']}>
          <Button onClick={() => modal.open('download-brochure', { product })}>
            {t('video.downloadBrochure')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
