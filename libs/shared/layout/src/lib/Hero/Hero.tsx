import { ButtonLink } from '@corp/shared/ui';
import styles from './Hero.module.scss';

export interface HeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  cta: { label: string; href: string };
}

/** The opening block of a landing page: its one `h1`, a lead paragraph and a call to action. */
export function Hero({ eyebrow, title, lead, cta }: HeroProps) {
  return (
    <section className={styles['hero']} aria-labelledby="hero-title">
      <p className={styles['eyebrow']}>{eyebrow}</p>
      <h1 id="hero-title" className={styles['title']}>
        {title}
      </h1>
      <p className={styles['lead']}>{lead}</p>
      <ButtonLink variant="primary" size="medium" href={cta.href}>
        {cta.label}
      </ButtonLink>
    </section>
  );
}
