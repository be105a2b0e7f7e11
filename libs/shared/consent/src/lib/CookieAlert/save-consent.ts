import type { ApiLocale } from '@corp/shared/contracts';
import { browserStore, consentApi } from '@corp/shared/data-access-api';

/** Sent when the fingerprint library fails (spec §4; the server has a placeholder of its own). */
export const FINGERPRINT_FALLBACK = 'fp-unavailable';

/**
 * The visitor's fingerprint from the open-source FingerprintJS, loaded on demand (never in the
 * first load) with its usage statistics request off: no request leaves the site for it.
 */
export async function visitorFingerprint(): Promise<string> {
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    return visitorId || FINGERPRINT_FALLBACK;
  } catch {
    return FINGERPRINT_FALLBACK;
  }
}

/** What a log may say about a failure: its class or status, never its content. */
export function errorClass(error: unknown): string {
  if (error instanceof Error) return error.name;
  if (error && typeof error === 'object' && 'status' in error) return String(error.status);
  return typeof error;
}

/**
 * `POST /save-fingerprint/` with the fingerprint and the chosen list (spec §3, §7), through the
 * browser's RTK Query store (made now if no part of the page has needed it yet). A failure is
 * logged and otherwise ignored: the choice is already recorded in the cookies.
 */
export async function saveConsentChoice(cookieList: string, locale: ApiLocale): Promise<boolean> {
  try {
    const fingerprint = await visitorFingerprint();
    await browserStore(locale)
      .dispatch(consentApi.endpoints.saveFingerprint.initiate({ locale, fingerprint, cookieList }))
      .unwrap();
    return true;
  } catch (error) {
    console.warn(`[consent] save-fingerprint failed: ${errorClass(error)}`);
    return false;
  }
}
