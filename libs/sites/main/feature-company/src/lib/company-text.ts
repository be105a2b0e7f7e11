import { namespaceText } from '@corp/shared/i18n';
import de from '../locales/de.json';
import en from '../locales/en.json';
import ru from '../locales/ru.json';
import type { CompanyTextKey } from './company-texts';
import { COMPANY_NAMESPACE } from './company-texts';

/**
 * A company text outside React (a loader's SEO fallback, on the server), with the same files and
 * fallbacks as the hook. Its own module, which no browser code imports, so the browser bundle
 * keeps only the hook's per-locale chunks.
 */
export const companyText = namespaceText<CompanyTextKey>(COMPANY_NAMESPACE, { de, en, ru });
