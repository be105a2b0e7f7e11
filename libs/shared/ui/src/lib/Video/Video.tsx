import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '../breakpoints';
import { Icon } from '../Icon/Icon';
import styles from './Video.module.scss';

/** Spec §4: an autoplaying video starts 1 s after mounting (the page has rendered by then). */
export const VIDEO_AUTOPLAY_DELAY_MS = 1000;
/** Spec §4: the volume once the visitor turns the sound on. */
export const VIDEO_SOUND_VOLUME = 0.5;
/** Spec §4: a large video without a poster plays this long as a preview, then pauses. */
export const VIDEO_PREVIEW_MS = 1000;

export type VideoSize = 'default' | 'large';

export interface VideoSource {
  src: string;
  /** MIME type, e.g. `video/webm`, `video/mp4`. */
  type: string;
}

export interface VideoCaptions {
  src: string;
  /** BCP 47 language of the captions, e.g. `en`, `ru`, `kk`. */
  srcLang: string;
  label: string;
  default?: boolean;
}

export interface VideoProps {
  /** One or more encodings of the same video, the preferred first. */
  sources: readonly VideoSource[];
  /** Accessible name of the video. */
  title: string;
  poster?: string;
  /** WebVTT caption tracks (WCAG 1.2.2). */
  captions?: readonly VideoCaptions[];
  /** Start muted 1 s after mounting (default true); visitors who prefer less motion are spared. */
  autoPlay?: boolean;
  /** A large video without a poster previews its first second instead of showing a black box. */
  size?: VideoSize;
  loop?: boolean;
  /**
   * The browser's own controls (seek bar, volume, full screen) in place of the two toggles: a
   * video watched from start to end (a modal), not a page's ambient one. Starts with sound.
   */
  controls?: boolean;
  className?: string;
}

const sizeClass: Record<VideoSize, string | undefined> = {
  default: undefined,
  large: styles['large'],
};

/** `play()` may reject (autoplay policy) or, in old engines and test DOMs, return nothing. */
function startPlaying(video: HTMLVideoElement) {
  try {
    const result = video.play() as Promise<void> | undefined;
    result?.catch(() => undefined);
  } catch {
    // Not supported here: the video stays paused and the play button still works.
  }
}

/**
 * A muted, inline video with its own sound and play/pause toggles (spec §2.8 "video player",
 * §4 "Video"). The toggles report their state through `aria-pressed`.
 */
export function Video({
  sources,
  title,
  poster,
  captions = [],
  autoPlay = true,
  size = 'default',
  loop = true,
  controls = false,
  className,
}: VideoProps) {
  const { t } = useTranslation('media');
  const videoRef = useRef<HTMLVideoElement>(null);
  const previewTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [playing, setPlaying] = useState(false);
  const [soundOn, setSoundOn] = useState(false);

  const preview = size === 'large' && !poster && !autoPlay;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return undefined;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoPlay || prefersReducedMotion()) return undefined;
    const timer = setTimeout(() => {
      video.muted = true;
      startPlaying(video);
    }, VIDEO_AUTOPLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoPlay]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !preview) return undefined;
    video.muted = true;
    startPlaying(video);
    previewTimer.current = setTimeout(() => {
      previewTimer.current = undefined;
      video.pause();
    }, VIDEO_PREVIEW_MS);
    return () => {
      clearTimeout(previewTimer.current);
      previewTimer.current = undefined;
    };
  }, [preview]);

  /** The visitor took over: the preview must not pause what they started. */
  const endPreview = () => {
    clearTimeout(previewTimer.current);
    previewTimer.current = undefined;
  };

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    endPreview();
    if (playing) video.pause();
    else startPlaying(video);
  };

  const toggleSound = () => {
    const video = videoRef.current;
    if (!video) return;
    endPreview();
    const next = !soundOn;
    video.muted = !next;
    if (next) video.volume = VIDEO_SOUND_VOLUME;
    setSoundOn(next);
  };

  return (
    <div className={[styles['video'], sizeClass[size], className].filter(Boolean).join(' ')}>
      <video
        ref={videoRef}
        className={styles['media']}
        aria-label={title}
        poster={poster}
        muted={!controls}
        controls={controls}
        playsInline
        loop={loop}
        preload={preview || autoPlay ? 'auto' : 'metadata'}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {captions.map((track) => (
          <track
            key={track.src}
            kind="captions"
            src={track.src}
            srcLang={track.srcLang}
            label={track.label}
            default={track.default}
          />
        ))}
      </video>
      {controls ? null : (
        <div className={styles['controls']}>
          <button
            type="button"
            className={styles['toggle']}
            aria-label={t('video.play')}
            aria-pressed={playing}
            onClick={togglePlay}
          >
            <Icon name={playing ? 'pause' : 'play'} />
          </button>
          <button
            type="button"
            className={styles['toggle']}
            aria-label={t('video.sound')}
            aria-pressed={soundOn}
            onClick={toggleSound}
          >
            <Icon name={soundOn ? 'sound-on' : 'sound-off'} />
          </button>
        </div>
      )}
    </div>
  );
}
