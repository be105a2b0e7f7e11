import { useState } from 'react';
import type { Image } from '@corp/shared/contracts';
import { Icon, Picture, Video } from '@corp/shared/ui';
import { useNewsTexts } from '../texts/news-texts';
import styles from './VideoFacade.module.scss';

export interface VideoFacadeProps {
  /** The video file (on the video host). */
  src: string;
  title: string;
  /** Shown until the visitor presses play. */
  poster: Image;
}

const typeByExtension: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The MIME type of a video file from its extension (mp4 when unknown). */
export function videoType(src: string): string {
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase() ?? '';
  return typeByExtension[extension] ?? 'video/mp4';
}

/**
 * A video that loads nothing from the video host until the visitor asks for it: the poster and a
 * play button first, then the design system's player (§4 "Video": its toggles and volume).
 * An island page's part (ADR 0032, `news-video`): its props are JSON.
 */
export function VideoFacade({ src, title, poster }: VideoFacadeProps) {
  const t = useNewsTexts();
  const [started, setStarted] = useState(false);
  if (started) {
    return (
      <Video
        className={styles['video']}
        sources={[{ src, type: videoType(src) }]}
        title={title}
        poster={poster.desktop}
        size="large"
      />
    );
  }
  return (
    <div className={styles['facade']}>
      <Picture image={poster} alt="" fit="cover" loading="eager" />
      <button
        type="button"
        className={styles['play']}
        aria-label={t('media.playVideo', { title })}
        onClick={() => setStarted(true)}
      >
        <Icon name="play" size={32} />
      </button>
    </div>
  );
}
