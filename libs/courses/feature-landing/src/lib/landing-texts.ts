import { defineNamespace } from '@corp/shared/i18n';
import type { FeatureTranslate } from '@corp/shared/i18n';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/** The digital-landing layout's own texts (namespace `courseLanding`); Kazakh falls back to Russian. */
export const useLandingTexts = defineNamespace('courseLanding', { en, ru });

export type LandingTranslate = FeatureTranslate<typeof en>;
