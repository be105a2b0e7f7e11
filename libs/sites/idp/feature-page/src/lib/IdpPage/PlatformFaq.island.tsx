import { Accordion } from '@corp/shared/ui';
import styles from './IdpPage.module.scss';

export interface PlatformFaqProps {
  faq: readonly { question: string; answer: string }[];
}

/** The platform's questions and answers, an accordion (an island on the idp page). */
export function PlatformFaq({ faq }: PlatformFaqProps) {
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
