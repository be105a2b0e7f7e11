import { runInNewContext } from 'node:vm';
import {
  CONSENT_CHANGE_EVENT,
  CONSENT_PENDING_ATTRIBUTE,
  CONSENT_PENDING_SCRIPT,
  CONSENT_OPEN_EVENT,
  formatCookieList,
  hasConsent,
  onConsentChange,
  openConsentSettings,
  readConsent,
  recordConsent,
} from './consent-state';
import { recordCookieWrites, THREE_YEARS } from './testing/cookies.test-support';

const writes = recordCookieWrites();

/** What the head's inline script does with these cookies: whether it marks `<html>`. */
function marksPending(cookies: string): boolean {
  document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
  // Run as the browser runs it: a script whose global `document` has these cookies.
  runInNewContext(CONSENT_PENDING_SCRIPT, {
    document: { cookie: cookies, documentElement: document.documentElement },
  });
  return document.documentElement.hasAttribute(CONSENT_PENDING_ATTRIBUTE);
}

describe('the head script that shows the server-rendered alert before the first paint', () => {
  it.each([
    '',
    'cookiePermission=Y',
    'a=1; cookiePermission=Y; cookieList=required',
    'cookiePermission = Y ;b=2',
    'cookieList=required; cookiePermission=N',
    'xcookiePermission=Y',
    'cookiePermission=Yes',
    'cookiePermission=',
    'cookieList=cookiePermission=Y',
  ])('marks the document exactly when readConsent finds no choice: %j', (cookies) => {
    expect(marksPending(cookies)).toBe(!readConsent(cookies).decided);
  });

  it('marks a first visit and not a returning visitor', () => {
    expect(marksPending('')).toBe(true);
    expect(marksPending('cookiePermission=Y')).toBe(false);
  });
});

describe('consent state', () => {
  it('nobody has chosen without the cookies: no category, not even on the server', () => {
    expect(readConsent()).toEqual({ decided: false, categories: new Set() });
    expect(hasConsent('required')).toBe(false);
    expect(readConsent('')).toEqual({ decided: false, categories: new Set() });
  });

  it('reads the permission flag and the list, unknown names dropped, required always in', () => {
    const state = readConsent('a=1; cookiePermission=Y; cookieList=marketing,ads');
    expect(state.decided).toBe(true);
    expect([...state.categories]).toEqual(['required', 'marketing']);
    expect(readConsent('cookieList=required,analytical').decided).toBe(false);
  });

  it('reads a URL-encoded list, and nothing from a broken encoding', () => {
    const encoded = readConsent('cookiePermission=Y; cookieList=required%2Cmarketing; b=2');
    expect([...encoded.categories]).toEqual(['required', 'marketing']);
    const broken = readConsent('cookiePermission=Y; cookieList=%E0%A4%A');
    expect([...broken.categories]).toEqual(['required']);
  });

  it('records a choice in both cookies for three years and fires consentchange', () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(CONSENT_CHANGE_EVENT, listener);
    const seen: unknown[] = [];
    const stop = onConsentChange((categories) => seen.push(categories));

    expect(recordConsent(['marketing'])).toEqual(['required', 'marketing']);

    expect(writes).toEqual([
      `cookieList=required,marketing; ${THREE_YEARS}; Path=/; SameSite=Lax`,
      `cookiePermission=Y; ${THREE_YEARS}; Path=/; SameSite=Lax`,
    ]);
    expect(events).toEqual([{ categories: ['required', 'marketing'] }]);
    expect(seen).toEqual([['required', 'marketing']]);
    expect(hasConsent('marketing')).toBe(true);
    expect(hasConsent('analytical')).toBe(false);
    window.removeEventListener(CONSENT_CHANGE_EVENT, listener);
    stop();
  });

  it('lists the categories in the spec order', () => {
    expect(formatCookieList(['marketing', 'analytical'])).toBe('required,analytical,marketing');
  });

  it('openConsentSettings fires consent:open', () => {
    const opened = jest.fn();
    window.addEventListener(CONSENT_OPEN_EVENT, opened);
    openConsentSettings();
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(CONSENT_OPEN_EVENT, opened);
  });
});
