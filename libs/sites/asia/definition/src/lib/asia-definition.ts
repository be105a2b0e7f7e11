import type { SiteDefinition } from '@corp/shared/routing';

const FORCE_RU =
  '§2.5:84 "Paths or hosts containing marketplacepartners, asia, /product/artificial-lift/ or /techpod/ force ru."';

/** The asia site's URL rows (spec §2.3–2.5): the rows of routing that are the Asia team's. */
export const asiaDefinition: SiteDefinition<'asia'> = {
  site: 'asia',
  root: '/',
  rootSpec: '§2.3:58 "Asia host: the asia page at /{lang}/."',
  hosts: ['asia.localhost'],
  hostHints: ['asia.*'],
  pages: [
    {
      name: 'index',
      path: '/',
      marketing: { id: 'asia.home' },
      locales: ['en', 'ru', 'kz'],
      spec: '§2.3:58 "Asia host: the asia page at /{lang}/." + §2.1:31 "Kazakh exists for asia only"',
    },
  ],
  redirects: [
    {
      id: 'asia-page-to-ru-on-asia-host',
      from: ['/ru/asia/', '/asia/'],
      to: { kind: 'path', path: '/ru/' },
      status: 301,
      keepQuery: true,
      spec: '§2.4:74 "| /ru/asia/ and /asia/ | /ru/ |"',
      note: 'The table names no host, so it applies on both hosts that know an asia path: the main site has the same row (ADR 0006).',
    },
    {
      id: 'regional-host-root',
      from: ['/'],
      to: { kind: 'locale-cookie', locales: ['ru', 'kz'], otherwise: '/ru/' },
      status: 302,
      keepQuery: true,
      spec: '§2.4:75 "| Regional host, / or /kz/ | /{locale}/, or /ru/ if no locale cookie |"',
      note: 'The /kz/ half is the locale cookie rule "asia-kz-path-follows-ru-cookie": /kz/ follows a ru cookie, and renders kz otherwise (ADR 0006).',
    },
  ],
  forcedLocales: [
    {
      id: 'asia-host-ru-kz',
      locales: ['ru', 'kz'],
      spec: `${FORCE_RU} + §2.5:86 "The asia host with a kz path segment forces kz."`,
    },
  ],
  localeCookieRules: [
    {
      // The /kz/ half of §2.4:75 in the reading of ADR 0006: a ru cookie wins over the kz path.
      id: 'asia-kz-path-follows-ru-cookie',
      pathLocale: 'kz',
      cookieLocales: ['ru'],
      exempt: [],
      status: 302,
      keepQuery: true,
      spec: '§2.4:75 "| Regional host, / or /kz/ | /{locale}/" + §2.5:87 "A locale cookie of ru wins."',
    },
  ],
  apiLocaleRules: [],
};
