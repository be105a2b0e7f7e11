import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';

export interface SiteDocumentProps {
  /** BCP 47 tag of the page (`kk` for the site's `kz`). */
  lang: string;
  children: ReactNode;
}

/** The HTML document of every site app's root route. No third-party fonts or scripts. */
export function SiteDocument({ lang, children }: SiteDocumentProps) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
