import { useSyncExternalStore } from 'react';
import type { ConsentCategory } from './consent-state';
import { CONSENT_CHANGE_EVENT, readConsent } from './consent-state';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
}

/** A string snapshot (stable between renders) of the two consent cookies. */
function browserSnapshot(): string {
  const { decided, categories } = readConsent();
  return decided ? [...categories].join(',') : '';
}

const serverSnapshot = () => '';

/**
 * Whether the visitor accepted `category`, following each choice. False on the server and
 * during hydration (the page's HTML never depends on the visitor's cookies), then what
 * `cookiePermission` and `cookieList` say.
 */
export function useHasConsent(category: ConsentCategory): boolean {
  const accepted = useSyncExternalStore(subscribe, browserSnapshot, serverSnapshot);
  return accepted.split(',').includes(category);
}
