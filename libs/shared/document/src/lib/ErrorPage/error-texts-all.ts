import type { Locale } from '@corp/shared/i18n';
import type { ErrorPageTexts } from './ErrorPage';
import de from './locales/de.json';
import en from './locales/en.json';
import kz from './locales/kz.json';
import ru from './locales/ru.json';

/**
 * The error page's texts in every locale, for tests and server code. Browser code reads them
 * through `useErrorPageTexts`, which loads the page's locale only; nothing in a browser bundle
 * uses this table, so it stays out of them.
 */
export const errorPageTexts: Readonly<Record<Locale, ErrorPageTexts>> = { en, ru, de, kz };
