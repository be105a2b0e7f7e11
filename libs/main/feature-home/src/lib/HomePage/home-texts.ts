import type { Locale } from '@corp/shared/i18n';
import { createTranslator } from '@corp/shared/i18n';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';

export type HomeLocale = Extract<Locale, 'en' | 'ru' | 'de'>;

const resources = { en: { home: en }, ru: { home: ru }, de: { home: de } };

export interface HomeTexts {
  brand: string;
  skipLink: string;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  industriesTitle: string;
  industries: string[];
  cta: string;
}

const textsByLocale = new Map<HomeLocale, HomeTexts>();

/**
 * The home page's texts in one of its locales (German falls back to English per key). The
 * texts never change while the process runs, so each locale is translated once.
 */
export function homeTexts(locale: HomeLocale): HomeTexts {
  const cached = textsByLocale.get(locale);
  if (cached) return cached;
  const texts = translateHome(locale);
  textsByLocale.set(locale, texts);
  return texts;
}

function translateHome(locale: HomeLocale): HomeTexts {
  const t = createTranslator({ locale, resources, namespaces: ['home'] });
  const text = (key: keyof typeof en) => t(key);
  return {
    brand: text('brand'),
    skipLink: text('skipLink'),
    metaTitle: text('metaTitle'),
    metaDescription: text('metaDescription'),
    eyebrow: text('eyebrow'),
    title: text('title'),
    lead: text('lead'),
    industriesTitle: text('industriesTitle'),
    industries: t('industries', { returnObjects: true }) as unknown as string[],
    cta: text('cta'),
  };
}
