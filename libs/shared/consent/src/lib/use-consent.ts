import { useSyncExternalStore } from 'react';
import { cachedBrowserSnapshot } from '@corp/shared/ui';
import type { ConsentCategory } from './consent-state';
import { listenForConsentChange, readConsent } from './consent-state';

/**
 * A string snapshot (stable between renders) of the two consent cookies, read again on each
 * choice (`consentchange`), not on each of React's calls.
 */
const consentSource = cachedBrowserSnapshot((): string => {
  const { decided, categories } = readConsent();
  return decided ? [...categories].join(',') : '';
}, listenForConsentChange);

const serverSnapshot = () => '';

/**
 * Whether the visitor accepted `category`, following each choice. False on the server and
 * during hydration (the page's HTML never depends on the visitor's cookies), then what
 * `cookiePermission` and `cookieList` say.
 */
export function useHasConsent(category: ConsentCategory): boolean {
  const accepted = useSyncExternalStore(
    consentSource.subscribe,
    consentSource.getSnapshot,
    serverSnapshot,
  );
  return accepted.split(',').includes(category);
}
