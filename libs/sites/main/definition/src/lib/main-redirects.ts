import type { RedirectRow } from '@corp/shared/routing';

/**
 * §2.4, the rows made on the main site's hosts, in the table's order. Status: 301 for a
 * permanent move, 302 when the target depends on a cookie. The query is kept everywhere except
 * where the old page's parameters mean nothing at the target (marketplacepartners → home).
 */
export const mainRedirects: readonly RedirectRow[] = [
  {
    id: 'ru-mdcplus-mdc-to-ru-dispatcher',
    from: ['/ru/product/mdcplus/', '/ru/product/mdc/'],
    to: { kind: 'path', path: '/ru/product/dispatcher/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:67 "| /ru/product/mdcplus and /ru/product/mdc | /ru/product/dispatcher |"',
    note: 'Chains on to /product/dispatcher/ by the next row; resolveRoute answers the end of the chain.',
  },
  {
    id: 'mdcplus-to-dispatcher',
    from: ['/product/mdcplus/'],
    to: { kind: 'path', path: '/product/dispatcher/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:68 "| /product/mdcplus/ | /product/dispatcher/ |" + §2.2:45 "In one reading, mdcplus maps to dispatcher."',
  },
  {
    id: 'ru-dispatcher-to-dispatcher',
    from: ['/ru/product/dispatcher/'],
    to: { kind: 'path', path: '/product/dispatcher/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:69 "| /ru/product/dispatcher/ | /product/dispatcher/ |"',
  },
  {
    id: 'marketplacepartners-to-home',
    from: ['/product/marketplacepartners/'],
    to: { kind: 'path', path: '/' },
    status: 301,
    keepQuery: false,
    spec: '§2.4:70 "| /product/marketplacepartners/ | /ru/product/marketplacepartners/ (client); / with 301 (server) |"',
    note: 'The server row. The client row (in-app navigation to /ru/product/marketplacepartners/) belongs to the site app.',
  },
  {
    id: 'techpod-to-ru-techpod',
    from: ['/techpod/'],
    to: { kind: 'path', path: '/ru/techpod/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:71 "| /techpod/ | /ru/techpod/ |"',
  },
  {
    id: 'ru-artificial-lift-to-artificial-lift',
    from: ['/ru/product/artificial-lift/'],
    to: { kind: 'path', path: '/product/artificial-lift/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:72 "| /ru/product/artificial-lift/ | /product/artificial-lift/ |"',
  },
  {
    id: 'ru-partnership-to-partnership',
    from: ['/ru/partnership/'],
    to: { kind: 'path', path: '/partnership/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:73 "| /ru/partnership/ | /partnership/ |"',
  },
  {
    id: 'asia-page-to-ru',
    from: ['/ru/asia/', '/asia/'],
    to: { kind: 'path', path: '/ru/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:74 "| /ru/asia/ and /asia/ | /ru/ |"',
    note: 'The table names no host, so it applies on both hosts that know an asia path: the asia site has the same row (ADR 0006).',
  },
  {
    id: 'bare-root',
    from: ['/'],
    to: { kind: 'locale-cookie-rule', rule: 'english-path-follows-cookie' },
    status: 302,
    keepQuery: true,
    spec: '§2.4:76 "| Bare root | /ru/ unless the host is the industrial-platform host |"',
    note: 'ADR 0006: / is the English home (§2.2); it goes to /ru/ when the locale cookie says ru, like every English page. The idp host renders its page at /.',
  },
  {
    id: 'platform-page-to-platform-host',
    from: ['/idp/'],
    to: { kind: 'other-origin', site: 'idp', path: '/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:77 "| Digital industrial platform page | the platform subdomain, 301 |"',
    note: "Applied when the idp host's public origin is configured (SITE_ORIGIN_IDP); without it the main host renders the idp page at /idp/ (ADR 0006, ADR 0013).",
  },
];
