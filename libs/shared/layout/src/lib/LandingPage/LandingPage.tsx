import type { MetaDescriptor } from 'react-router';
import { Hero } from '../Hero/Hero';
import { SiteShell } from '../SiteShell/SiteShell';

/** The texts of a one-screen landing page, kept in the app's locale files. */
export interface LandingTexts {
  brand: string;
  skipLink: string;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  cta: string;
  ctaHref: string;
}

export interface LandingPageProps {
  texts: LandingTexts;
  homeHref: string;
}

export function LandingPage({ texts, homeHref }: LandingPageProps) {
  return (
    <SiteShell
      brand={texts.brand}
      homeHref={homeHref}
      skipLinkLabel={texts.skipLink}
      copyrightHolder={texts.brand}
    >
      <Hero
        eyebrow={texts.eyebrow}
        title={texts.title}
        lead={texts.lead}
        cta={{ label: texts.cta, href: texts.ctaHref }}
      />
    </SiteShell>
  );
}

/** Title and description of a landing page for its route's `meta` export. */
export function landingMeta(
  texts: Pick<LandingTexts, 'metaTitle' | 'metaDescription'>,
): MetaDescriptor[] {
  return [{ title: texts.metaTitle }, { name: 'description', content: texts.metaDescription }];
}
