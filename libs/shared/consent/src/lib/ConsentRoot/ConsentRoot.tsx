import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { PublicConfig } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { cachedBrowserSnapshot } from '@corp/shared/ui';
import { CONSENT_OPEN_EVENT, listenForConsentChange, readConsent } from '../consent-state';
import { CookieAlert } from '../CookieAlert/CookieAlert';
import { useThirdPartyLoader } from '../third-party/third-party-loader';

export interface ConsentRootProps {
  /** The page's public config: the third-party pieces and `consentDefaults`. */
  config: PublicConfig;
  locale?: Locale;
}

/** Whether the visitor has chosen, read again on each choice (`consentchange`). */
const decidedSource = cachedBrowserSnapshot(() => readConsent().decided, listenForConsentChange);
// On the server and during hydration nobody has chosen: the alert is in every visitor's HTML,
// shown before the scripts run only where the head script found no choice.
const decidedOnServer = () => false;

/**
 * The cookie alert and the consent-gated third-party loader. The server renders the alert's
 * banner into every page (the same HTML for every visitor, so the page cache serves all of
 * them); the head's `CONSENT_PENDING_SCRIPT` shows it from the first paint to a visitor who has
 * not chosen, and keeps it hidden for the others, whose copy goes once the page has hydrated.
 * It reopens on its settings on `consent:open` (`openConsentSettings()`). The API store and the
 * fingerprint library load only with the visitor's choice.
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
        firstVisitOnly={requested === null}
        onChoice={close}
        onDismiss={decided ? close : undefined}
      />
    </Suspense>
  );
}
