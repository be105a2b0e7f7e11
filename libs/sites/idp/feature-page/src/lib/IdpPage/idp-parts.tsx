import type { ModalDataMap } from '@corp/shared/modals';
import { ModalButton } from '@corp/shared/modals';
import styles from './IdpPage.module.scss';

export interface FeatureMoreProps {
  /** The feature's title: the button's name for screen readers ends with it. */
  title: string;
  /** "Learn more", in the page's language (`lang`). */
  label: string;
  lang: string | undefined;
  data: ModalDataMap['learnMore'];
}

/**
 * A feature's "learn more" button (spec §2.8 digital-landing details dialog); server HTML on the
 * idp page's island page, opened by the page's modal host.
 */
export function FeatureMore({ title, label, lang, data }: FeatureMoreProps) {
  return (
    <ModalButton className={styles['featureMore']} modal="learnMore" data={data}>
      <span lang={lang}>{label}</span>
      <span className={styles['hidden']}>: {title}</span>
    </ModalButton>
  );
}
