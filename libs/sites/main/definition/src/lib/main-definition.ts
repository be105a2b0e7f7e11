import type { SiteDefinition } from '@corp/shared/routing';
import { mainPages } from './main-pages';
import { mainRedirects } from './main-redirects';

const FORCE_RU =
  '§2.5:84 "Paths or hosts containing marketplacepartners, asia, /product/artificial-lift/ or /techpod/ force ru."';
const FORCE_EN = '§2.5:85 "Artificial-lift and partnership paths force en."';
const IDP_API = '§2.5:88 "Idp pages always use ru for requests."';

/** The main site's URL rows (spec §2.1–2.5): the rows of routing that are the main team's. */
export const mainDefinition: SiteDefinition<'main'> = {
  site: 'main',
  root: '/',
  rootSpec: '§2.2:38 "/, /about"',
  hosts: ['localhost', '127.0.0.1', '::1'],
  hostHints: ['localhost', '127.0.0.1', '::1'],
  // A deployment may give the main site every host the others do not take (SITE_HOSTS_MAIN=*).
  hostFallback: true,
  hub: true,
  pages: mainPages,
  redirects: mainRedirects,
  forcedLocales: [
    {
      id: 'marketplacepartners-ru',
      path: '/product/marketplacepartners/',
      locales: ['ru'],
      spec: FORCE_RU,
    },
    { id: 'asia-page-ru', path: '/asia/', locales: ['ru'], spec: FORCE_RU },
    { id: 'techpod-page-ru', path: '/techpod/', locales: ['ru'], spec: FORCE_RU },
    {
      // §2.5:84 also lists artificial-lift under ru; en wins because §2.4:72 redirects the ru
      // page to the English one (ADR 0006).
      id: 'artificial-lift-en',
      path: '/product/artificial-lift/',
      locales: ['en'],
      spec: `${FORCE_EN} + §2.4:72 "| /ru/product/artificial-lift/ | /product/artificial-lift/ |"`,
    },
    { id: 'partnership-en', path: '/partnership/', locales: ['en'], spec: FORCE_EN },
  ],
  localeCookieRules: [
    {
      id: 'english-path-follows-cookie',
      pathLocale: 'en',
      cookieLocales: ['ru', 'de'],
      exempt: ['/product/dispatcher/', '/news/media/', '/idp/'],
      status: 302,
      keepQuery: true,
      spec:
        '§2.1:34 "An English path without the no-redirect query or the noRedirect cookie redirects to the locale saved in the locale cookie. Exceptions: /product/dispatcher/, /news/media/ and idp pages."' +
        ' + §2.5:87 "A locale cookie of ru wins."',
    },
  ],
  // The idp page the main site renders at /idp/ (the idp host's own rule is idp's).
  apiLocaleRules: [{ id: 'idp-page-on-main', path: '/idp/', locale: 'ru', spec: IDP_API }],
};
