import styles from './MainHeader.module.scss';

/**
 * The company's mark and name (drawn inline: nothing loads from elsewhere). `wrap` lets a long name (a course landing's) break onto
 * two lines on a phone instead of pushing the header wider than the screen.
 */
export function Logo({ name, wrap = false }: { name: string; wrap?: boolean }) {
  return (
    <span className={styles['logo']} data-brand-logo="" data-wrap={wrap || undefined}>
      <svg
        className={styles['logoMark']}
        width="32"
        height="32"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M4 4h24v6H11v5h13v6H11v7H4z" fill="currentColor" />
        <rect x="22" y="22" width="6" height="6" fill="var(--color-action-accent)" />
      </svg>
      <span className={styles['logoText']}>{name}</span>
    </span>
  );
}
