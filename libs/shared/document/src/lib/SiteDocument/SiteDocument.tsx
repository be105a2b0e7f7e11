import { use } from 'react';
import type { ReactNode } from 'react';
import { Links, Meta, UNSAFE_FrameworkContext } from 'react-router';
import { BrandFontPreload } from '@corp/shared/ui';
import { CONSENT_PENDING_SCRIPT } from '@corp/shared/consent';
import { useNonce } from '../nonce/nonce';
import { EARLY_TAPS_SCRIPT } from './early-taps';
import { ISLANDS_ATTRIBUTE } from '../islands/islands';

/**
 * The page's one stylesheet: the build writes its URL here (tools/vite/site-vite-config.ts,
 * `siteStylesheet`).
 */
const SITE_STYLESHEET = '/__site_stylesheet__';

export interface SiteDocumentProps {
  /** BCP 47 tag of the page (`kk` for the site's `kz`). */
  lang: string;
  children: ReactNode;
}

/**
 * The HTML document of every site app's root route. No third-party fonts or scripts; every script
 * and module preload carries the response's CSP nonce; the first, inline, shows the cookie alert
 * before the first paint to a visitor who has not chosen. The brand font's files for the page's
 * language are preloaded from the site's own origin.
 */
export function SiteDocument({ lang, children }: SiteDocumentProps) {
  const nonce = useNonce();
  // A page's one script (ADR 0032): the app's client entry, which hydrates its islands. No route
  // modules, no loader data, no scroll restoration: its links load documents, which the browser
  // scrolls itself.
  const entry = use(UNSAFE_FrameworkContext)?.manifest.entry.module;
  return (
    // The head's first script marks `<html>` for a visitor who has not answered the cookie alert
    // (the alert in the HTML shows from the first paint): an attribute the server never renders.
    <html lang={lang} {...{ [ISLANDS_ATTRIBUTE]: '' }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CONSENT_PENDING_SCRIPT }} />
        {/* A tap before the page has hydrated is kept and given to it once it has (issue 42). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <BrandFontPreload lang={lang} />
        <Meta />
        <link rel="stylesheet" href={SITE_STYLESHEET} nonce={nonce} />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        {entry ? <script type="module" src={entry} nonce={nonce} /> : null}
      </body>
    </html>
  );
}
