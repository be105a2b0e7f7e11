import { useId } from 'react';
import { buttonClassName } from '@corp/shared/ui';
import { useProductsTexts } from '../texts/products-texts';
import styles from './ProductContactCta.module.scss';

/** The footer's contact form (spec §2.8 "a link to the footer form"). */
export const CONTACT_FORM_ANCHOR = '#contact-form';

export interface ProductContactCtaProps {
  /** The section's anchor (the side menu's last entry). */
  id: string;
  /** The product the visitor is reading about; a general text without it. */
  productName?: string;
}

/** The closing call to action of a product, industry or product-hub page: a heading, a line of text and a link to the footer form. */
export function ProductContactCta({ id, productName }: ProductContactCtaProps) {
  const t = useProductsTexts();
  const titleId = useId();
  return (
    <section id={id} className={styles['cta']} aria-labelledby={titleId}>
      <div className={styles['inner']}>
        <h2 id={titleId} className={styles['title']}>
          {t('cta.title')}
        </h2>
        <p className={styles['text']}>
          {productName ? t('cta.text', { name: productName }) : t('cta.textGeneric')}
        </p>
        <a
          className={buttonClassName({ variant: 'primary', size: 'medium' }, styles['button'])}
          href={CONTACT_FORM_ANCHOR}
        >
          {t('cta.button')}
        </a>
      </div>
    </section>
  );
}
