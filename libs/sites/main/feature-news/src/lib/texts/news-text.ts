import { namespaceText } from '@corp/shared/i18n';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import type { NewsTextKey } from './news-texts';

/**
 * The news texts outside React (a loader's SEO fallback, on the server): one translator per
 * locale for the life of the process, since the texts never change. Its own module, which no
 * browser code imports, so the browser bundle keeps only the hook's per-locale chunks.
 */
export const newsText = namespaceText<NewsTextKey>('news', { en, ru });
