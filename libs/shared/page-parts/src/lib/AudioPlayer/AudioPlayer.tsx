import { usePageTexts } from '../page-texts';
import styles from './AudioPlayer.module.scss';

export interface AudioPlayerProps {
  src: string;
  title: string;
  className?: string;
}

/**
 * An episode's audio with the browser's own accessible controls. Nothing is requested from the
 * audio host until the visitor presses play (`preload="none"`); the file can also be opened.
 */
export function AudioPlayer({ src, title, className }: AudioPlayerProps) {
  const t = usePageTexts();
  // An episode on another host (a podcast platform) is opened there: the page itself never
  // loads media from another origin.
  const sameOrigin = src.startsWith('/') && !src.startsWith('//');
  return (
    <div className={[styles['player'], className].filter(Boolean).join(' ')}>
      {sameOrigin && (
        <audio
          className={styles['audio']}
          controls
          preload="none"
          src={src}
          aria-label={t('audio.label', { title })}
        />
      )}
      <a className={styles['file']} href={src} target="_blank" rel="noopener noreferrer">
        {t('audio.open')}
        <span className={styles['hidden']}> ({t('audio.newTab')})</span>
      </a>
    </div>
  );
}
