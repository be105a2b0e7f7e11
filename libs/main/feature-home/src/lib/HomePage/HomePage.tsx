import { Hero, SiteShell } from '@corp/shared/layout';
import type { HomeLocale } from './home-texts';
import { homeTexts } from './home-texts';
import styles from './HomePage.module.scss';

export interface HomePageProps {
  locale: HomeLocale;
}

const homeHref: Record<HomeLocale, string> = { en: '/', ru: '/ru/', de: '/de/' };

/** The main site's home page. */
export function HomePage({ locale }: HomePageProps) {
  const texts = homeTexts(locale);
  return (
    <SiteShell
      brand={texts.brand}
      homeHref={homeHref[locale]}
      skipLinkLabel={texts.skipLink}
      copyrightHolder={texts.brand}
    >
      <Hero
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
        cta={{ label: texts.cta, href: '#contacts' }}
      />
      <section className={styles['industries']} aria-labelledby="industries-title">
        <h2 id="industries-title">{texts.industriesTitle}</h2>
        <ul>
          {texts.industries.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </section>
    </SiteShell>
  );
}
