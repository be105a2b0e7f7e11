import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { useNonce } from '../nonce/nonce';

export interface SiteDocumentProps {
  /** BCP 47 tag of the page (`kk` for the site's `kz`). */
  lang: string;
  children: ReactNode;
}

/**
 * The HTML document of every site app's root route. No third-party fonts or scripts; every script
 * and preload carries the response's CSP nonce.
 */
export function SiteDocument({ lang, children }: SiteDocumentProps) {
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}
