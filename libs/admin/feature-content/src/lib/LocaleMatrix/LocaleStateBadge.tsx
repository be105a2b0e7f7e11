import type { Locale } from '@corp/shared/i18n';
import type { LocaleState } from '../api-types';
import { useContentTexts } from '../content-texts';
import styles from './LocaleMatrix.module.scss';

const stateClass: Record<LocaleState, string | undefined> = {
  published: styles['published'],
  changed: styles['changed'],
  draft: styles['draft'],
  missing: styles['missing'],
};

const marks: Record<LocaleState, string> = {
  published: '●',
  changed: '◐',
  draft: '○',
  missing: '–',
};

/** One locale's state of an item: a mark for the eye, the locale and state for everyone. */
export function LocaleStateBadge({ locale, state }: { locale: Locale; state: LocaleState }) {
  const t = useContentTexts();
  return (
    <span className={[styles['cell'], stateClass[state]].join(' ')}>
      <span aria-hidden="true">{marks[state]}</span> {t(`states.${state}`)}
      <span className={styles['visuallyHidden']}> ({t(`locales.${locale}`)})</span>
    </span>
  );
}
