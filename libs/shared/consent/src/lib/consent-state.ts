/**
 * The visitor's cookie consent (spec §3 "Cookie consent", §4 "Cookie alert", §9): two cookies
 * read and written in the browser only. The server never renders anything that depends on them,
 * so every visitor's HTML can come from the page cache.
 *
 * - `cookiePermission=Y`: the visitor has chosen (the alert stays away while it is set).
 * - `cookieList=required,analytical,marketing`: the categories chosen (a comma-joined subset).
 */

export const CONSENT_CATEGORIES = ['required', 'analytical', 'marketing'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** The categories a visitor may refuse; `required` is always part of a choice. */
export const OPTIONAL_CATEGORIES = ['analytical', 'marketing'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export const PERMISSION_COOKIE = 'cookiePermission';
export const LIST_COOKIE = 'cookieList';
/** Spec §4, §9: about three years. */
export const CONSENT_LIFETIME_MS = 94608e6;
export const CONSENT_MAX_AGE_SECONDS = CONSENT_LIFETIME_MS / 1000;

/**
 * On `<html>` while the visitor has not chosen, set by `CONSENT_PENDING_SCRIPT` before the first
 * paint. The cookie alert is in every page's HTML (the same for every visitor, so the page cache
 * serves everyone) and shows before the page's scripts run only under this attribute.
 */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/**
 * The inline script at the top of every page's `<head>`: marks the document
 * (`CONSENT_PENDING_ATTRIBUTE`) when `cookiePermission` is not `Y`, as `readConsent` reads it.
 */
export const CONSENT_PENDING_SCRIPT = `if(!/(?:^|;)\\s*${PERMISSION_COOKIE}\\s*=\\s*Y\\s*(?:;|$)/.test(document.cookie))document.documentElement.setAttribute('${CONSENT_PENDING_ATTRIBUTE}','')`;

/** Fired on `window` when the visitor chooses: `CustomEvent<{ categories: string[] }>`. */
export const CONSENT_CHANGE_EVENT = 'consentchange';
/** Fired on `window` to reopen the alert's settings (the footer's "Cookie settings"). */
export const CONSENT_OPEN_EVENT = 'consent:open';

export interface ConsentChangeDetail {
  categories: ConsentCategory[];
}

export interface ConsentState {
  /** `cookiePermission=Y` is set: the visitor has chosen. */
  decided: boolean;
  /** The accepted categories; empty until the visitor has chosen. */
  categories: Set<ConsentCategory>;
}

declare global {
  interface WindowEventMap {
    [CONSENT_CHANGE_EVENT]: CustomEvent<ConsentChangeDetail>;
    [CONSENT_OPEN_EVENT]: Event;
  }
}

const isCategory = (value: string): value is ConsentCategory =>
  (CONSENT_CATEGORIES as readonly string[]).includes(value);

function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The categories of a `cookieList` value, unknown names dropped, `required` always in. */
export function parseCookieList(value: string | undefined): Set<ConsentCategory> {
  const categories = new Set<ConsentCategory>(['required']);
  for (const item of (value ?? '').split(',')) {
    const name = item.trim();
    if (isCategory(name)) categories.add(name);
  }
  return categories;
}

/** The categories in the spec's order, comma-joined (`required,analytical`). */
export function formatCookieList(categories: Iterable<ConsentCategory>): string {
  return sortedCategories(categories).join(',');
}

function sortedCategories(categories: Iterable<ConsentCategory>): ConsentCategory[] {
  const chosen = new Set<ConsentCategory>(categories);
  chosen.add('required');
  return CONSENT_CATEGORIES.filter((category) => chosen.has(category));
}

/**
 * The visitor's consent, from the browser's cookies. On a server (no `document`) nobody has
 * chosen: consent-dependent parts render only in the browser, after hydration.
 */
export function readConsent(cookies?: string): ConsentState {
  const source = cookies ?? (typeof document === 'undefined' ? '' : document.cookie);
  const decided = cookieValue(source, PERMISSION_COOKIE) === 'Y';
  return {
    decided,
    categories: decided ? parseCookieList(cookieValue(source, LIST_COOKIE)) : new Set(),
  };
}

/** Whether the visitor accepted `category` (false until a choice is made). */
export function hasConsent(category: ConsentCategory): boolean {
  return readConsent().categories.has(category);
}

/** Values are fixed tokens (`Y`, category names and commas): written as they are, unencoded. */
function setCookie(name: string, value: string): void {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  document.cookie = [
    `${name}=${value}`,
    `Max-Age=${CONSENT_MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * Records a choice: `cookieList` with the categories (`required` always among them) and
 * `cookiePermission=Y`, both for three years, then fires `consentchange`. Returns the list.
 */
export function recordConsent(categories: Iterable<ConsentCategory>): ConsentCategory[] {
  const chosen = sortedCategories(categories);
  setCookie(LIST_COOKIE, chosen.join(','));
  setCookie(PERMISSION_COOKIE, 'Y');
  window.dispatchEvent(
    new CustomEvent<ConsentChangeDetail>(CONSENT_CHANGE_EVENT, {
      detail: { categories: [...chosen] },
    }),
  );
  return chosen;
}

/** Reopens the cookie alert on its settings (from the footer or anywhere else). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}

/** Calls `onChange` (no arguments) after each choice; returns the detach. */
export function listenForConsentChange(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

/** Calls `listener` with the categories each time the visitor chooses; returns the unsubscribe. */
export function onConsentChange(listener: (categories: ConsentCategory[]) => void): () => void {
  const handle = (event: CustomEvent<ConsentChangeDetail>) =>
    listener(event.detail.categories.filter(isCategory));
  window.addEventListener(CONSENT_CHANGE_EVENT, handle);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handle);
}
