import { namespaceText } from '@corp/shared/i18n';
import en from '../locales/en.json';
import kz from '../locales/kz.json';
import ru from '../locales/ru.json';
import type { AsiaTextKey } from './asia-texts';
import { ASIA_NAMESPACE } from './asia-texts';

/**
 * An Asia page text outside React (a loader's SEO fallback, on the server), with the same
 * fallbacks. Its own module, which no browser code imports, so the browser bundle keeps only the
 * hook's per-locale chunks.
 */
export const asiaText = namespaceText<AsiaTextKey>(ASIA_NAMESPACE, { en, kz, ru });
