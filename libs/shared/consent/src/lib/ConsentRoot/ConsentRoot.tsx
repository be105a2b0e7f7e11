import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PublicConfig } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { cachedBrowserSnapshot } from '@corp/shared/ui';
import { CONSENT_OPEN_EVENT, listenForConsentChange, readConsent } from '../consent-state';
import { useThirdPartyLoader } from '../third-party/third-party-loader';

// The alert, its texts, the API store and the fingerprint library load only when it shows.
const CookieAlert = lazy(() =>
  import('../CookieAlert/CookieAlert').then((module) => ({ default: module.CookieAlert })),
);

export interface ConsentRootProps {
  /** The page's public config: the third-party pieces and `consentDefaults`. */
  config: PublicConfig;
  locale?: Locale;
}

/** Whether the visitor has chosen, read again on each choice (`consentchange`). */
const decidedSource = cachedBrowserSnapshot(() => readConsent().decided, listenForConsentChange);
// On the server and during hydration the alert is not there (the HTML is every visitor's).
const decidedOnServer = () => true;

/**
 * The always-loaded part of the consent (a few hundred bytes): after hydration it reads the
 * cookies, shows the cookie alert (loaded then) to a visitor who has not chosen, reopens it on
 * its settings on `consent:open` (`openConsentSettings()`), and starts the consent-gated
 * third-party loader. On the server it renders nothing, so the page stays cacheable.
 */
export function ConsentRoot({ config, locale }: ConsentRootProps) {
  const decided = useSyncExternalStore(
    decidedSource.subscribe,
    decidedSource.getSnapshot,
    decidedOnServer,
  );
  // Reopened by the visitor (the footer): a fresh alert on its settings each time.
  const [requested, setRequested] = useState<number | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useThirdPartyLoader(config);

  useEffect(() => {
    const open = () => {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setRequested((count) => (count ?? 0) + 1);
    };
    window.addEventListener(CONSENT_OPEN_EVENT, open);
    return () => window.removeEventListener(CONSENT_OPEN_EVENT, open);
  }, []);

  if (requested === null && decided) return null;
  const close = () => {
    if (requested === null) return;
    setRequested(null);
    returnFocus.current?.focus();
    returnFocus.current = null;
  };
  return (
    <Suspense fallback={null}>
      <CookieAlert
        key={requested ?? 0}
        view={requested === null ? 'banner' : 'settings'}
        defaults={config.consentDefaults}
        locale={locale}
        autoFocus={requested !== null}
        onChoice={close}
        onDismiss={decided ? close : undefined}
      />
    </Suspense>
  );
}
