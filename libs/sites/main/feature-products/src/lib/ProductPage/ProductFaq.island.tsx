import { Accordion } from '@corp/shared/ui';
import styles from './ProductFaq.module.scss';

export interface ProductFaqProps {
  /** The product's questions and answers (`details.faq`). */
  faq: readonly { question: string; answer: string }[];
}

/** The product's questions, each opening its answer: an island of the product page (ADR 0032). */
export function ProductFaq({ faq }: ProductFaqProps) {
  return (
    <Accordion
      headingLevel={3}
      items={faq.map((item, index) => ({
        id: `faq-${index}`,
        title: item.question,
        content: <p className={styles['answer']}>{item.answer}</p>,
      }))}
    />
  );
}
