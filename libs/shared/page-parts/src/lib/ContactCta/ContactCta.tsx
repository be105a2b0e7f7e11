import { CONTACT_FORM_ID } from '@corp/shared/layout';
import { buttonClassName } from '@corp/shared/ui';
import { usePageTexts } from '../page-texts';
import { SiteLink } from '../SiteLink/SiteLink';
import styles from './ContactCta.module.scss';

/** The footer's contact form (spec §2.8): every layout's footer renders it under this id. */
export const CONTACT_FORM_ANCHOR = `#${CONTACT_FORM_ID}`;

export interface ContactCtaProps {
  /** The section's anchor. */
  id?: string;
  /** Defaults: the company pages' general call to action. */
  title?: string;
  text?: string;
  label?: string;
}

/** A call to action that takes the visitor to the contact form in the page footer. */
export function ContactCta({ id = 'contact', title, text, label }: ContactCtaProps) {
  const t = usePageTexts();
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className={styles['cta']}>
      <div className={styles['inner']}>
        <div className={styles['copy']}>
          <h2 id={titleId} className={styles['title']}>
            {title ?? t('cta.title')}
          </h2>
          <p className={styles['text']}>{text ?? t('cta.text')}</p>
        </div>
        <SiteLink
          className={buttonClassName({ variant: 'primary', size: 'large' })}
          href={CONTACT_FORM_ANCHOR}
        >
          {label ?? t('cta.button')}
        </SiteLink>
      </div>
    </section>
  );
}
