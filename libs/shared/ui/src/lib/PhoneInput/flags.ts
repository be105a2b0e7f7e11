import { flagCodes } from './flagCodes';

/**
 * Flags are served by us from the site root (`libs/shared/ui/public/flags/`, written by
 * tools/scripts/make-flags.mjs), never from a CDN. A country without a drawn flag gets the
 * neutral placeholder.
 */
export const defaultFlagBaseUrl = '/flags';
export const unknownFlag = 'unknown';

export function flagSrc(iso2: string, baseUrl: string = defaultFlagBaseUrl): string {
  const code = iso2.toLowerCase();
  return `${baseUrl}/${flagCodes.has(code) ? code : unknownFlag}.svg`;
}
