import { FORM_INFO_COOKIE, parseFormInfo, serializeFormInfo } from '@corp/shared/contracts';
import type { FormInfo } from '@corp/shared/contracts';

/** How long a visitor's details pre-fill the forms: a year. */
export const FORM_INFO_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Browsers keep cookies up to 4096 bytes (name, value and attributes): stay well below. */
const MAX_COOKIE_VALUE = 3500;

/** The stored form info of spec §3 in `document.cookie`; `undefined` on the server or if none. */
export function readFormInfo(
  cookies: string | undefined = typeof document === 'undefined' ? undefined : document.cookie,
): FormInfo | undefined {
  if (!cookies) return undefined;
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== FORM_INFO_COOKIE) continue;
    try {
      return parseFormInfo(decodeURIComponent(part.slice(separator + 1).trim()));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * Saves the info for the next form (spec §3 "cookie formInfo, JSON"). The industry list is left
 * out if the cookie would grow too large; it is the first thing the next form can do without.
 */
export function writeFormInfo(info: FormInfo, doc: Document = document): void {
  let value = encodeURIComponent(serializeFormInfo(info));
  if (value.length > MAX_COOKIE_VALUE) {
    const { industriesList: _list, ...rest } = info;
    value = encodeURIComponent(serializeFormInfo(rest));
  }
  if (value.length > MAX_COOKIE_VALUE) return;
  const secure = doc.location?.protocol === 'https:' ? '; secure' : '';
  doc.cookie = `${FORM_INFO_COOKIE}=${value}; path=/; max-age=${FORM_INFO_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}
