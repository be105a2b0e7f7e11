import type { Locale } from '@corp/shared/i18n';
import { isLocale } from '@corp/shared/i18n';

/** The page name and locale of a route id made by `appRoutesFor` (`about___ru`). */
export function parseRouteId(id: string): { page: string; locale: Locale } | null {
  const index = id.lastIndexOf('___');
  if (index < 1) return null;
  const locale = id.slice(index + 3);
  return isLocale(locale) ? { page: id.slice(0, index), locale } : null;
}
