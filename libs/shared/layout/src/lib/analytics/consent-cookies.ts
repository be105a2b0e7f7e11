/**
 * The visitor's cookie choice as this library reads it, straight from the two cookies the cookie
 * alert writes (spec §2.8, §3 "Cookie consent"): `cookiePermission=Y` once a choice was made and
 * `cookieList`, the URL-encoded comma-joined subset of `required,analytical,marketing`.
 *
 * It has the names and meaning of `@corp/shared/consent`'s `hasConsent`, without depending on
 * that library: the tags check the cookies at the moment they send, so a choice made (or
 * withdrawn) a second ago already counts, and no `consentchange` listener is needed.
 */
export const consentCategories = ['required', 'analytical', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export const CONSENT_PERMISSION_COOKIE = 'cookiePermission';
export const CONSENT_LIST_COOKIE = 'cookieList';

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** The accepted categories, or `null` while the visitor has not chosen (no permission flag). */
export function acceptedCategories(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): ConsentCategory[] | null {
  if (cookieValue(cookies, CONSENT_PERMISSION_COOKIE) !== 'Y') return null;
  const list = (cookieValue(cookies, CONSENT_LIST_COOKIE) ?? '').split(',').map((v) => v.trim());
  return consentCategories.filter((category) => list.includes(category));
}

/**
 * Whether the visitor accepted `category`. Required cookies need no consent and are always
 * allowed; analytical and marketing ones only after a choice (`cookiePermission=Y`) that lists
 * them. On the server (no document) only `required` is allowed.
 */
export function hasConsent(
  category: ConsentCategory,
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  if (category === 'required') return true;
  return acceptedCategories(cookies)?.includes(category) ?? false;
}
