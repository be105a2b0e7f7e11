import styles from './MainHeader.module.scss';

/** The company's mark and name (drawn inline: nothing loads from elsewhere). */
export function Logo({ name }: { name: string }) {
  return (
    <span className={styles['logo']} data-brand-logo="">
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
