import type { Locale } from '@corp/shared/i18n';
import type { SiteName } from './sites';

export type RedirectTarget =
  /** A fixed same-origin path. */
  | { kind: 'path'; path: string }
  /** `/{locale}/` for a `locale` cookie in `locales`, else `otherwise`. */
  | { kind: 'locale-cookie'; locales: readonly Locale[]; otherwise: string }
  /**
   * Not applied by the row engine: the row's behaviour is the named rule of
   * `localeCookieRules`, which knows the page's locales and exemptions (ADR 0006).
   */
  | { kind: 'locale-cookie-rule'; rule: string }
  /**
   * Not applied: a `Location` must stay on the request's origin, so the page is rendered on this
   * host instead of being sent to another one (ADR 0006).
   */
  | { kind: 'other-origin'; site: SiteName; path: string };

/**
 * One row of the §2.4 redirect table. Rows match the canonical path (after §2.1 normalisation)
 * exactly, on the listed sites' hosts, before pages are looked up.
 */
export interface RedirectRow {
  id: string;
  /** The hosts (by site) the row applies on. */
  sites: readonly SiteName[];
  /** Canonical paths: lowercase, trailing slash, with their locale prefix. */
  from: readonly string[];
  to: RedirectTarget;
  status: 301 | 302;
  /** Whether the request's query string is carried over to the `Location`. */
  keepQuery: boolean;
  spec: string;
  note?: string;
}

/**
 * §2.4, one entry per table row, in the table's order. Status: 301 for a permanent move, 302 when
 * the target depends on a cookie. The query is kept everywhere except where the old page's
 * parameters mean nothing at the target (marketplacepartners → home).
 */
export const redirectRows: readonly RedirectRow[] = [
  {
    id: 'ru-mdcplus-mdc-to-ru-dispatcher',
    sites: ['main'],
    from: ['/ru/product/mdcplus/', '/ru/product/mdc/'],
    to: { kind: 'path', path: '/ru/product/dispatcher/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:67 "| /ru/product/mdcplus and /ru/product/mdc | /ru/product/dispatcher |"',
    note: 'Chains on to /product/dispatcher/ by the next row; resolveRoute answers the end of the chain.',
  },
  {
    id: 'mdcplus-to-dispatcher',
    sites: ['main'],
    from: ['/product/mdcplus/'],
    to: { kind: 'path', path: '/product/dispatcher/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:68 "| /product/mdcplus/ | /product/dispatcher/ |" + §2.2:45 "In one reading, mdcplus maps to dispatcher."',
  },
  {
    id: 'ru-dispatcher-to-dispatcher',
    sites: ['main'],
    from: ['/ru/product/dispatcher/'],
    to: { kind: 'path', path: '/product/dispatcher/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:69 "| /ru/product/dispatcher/ | /product/dispatcher/ |"',
  },
  {
    id: 'marketplacepartners-to-home',
    sites: ['main'],
    from: ['/product/marketplacepartners/'],
    to: { kind: 'path', path: '/' },
    status: 301,
    keepQuery: false,
    spec: '§2.4:70 "| /product/marketplacepartners/ | /ru/product/marketplacepartners/ (client); / with 301 (server) |"',
    note: 'The server row. The client row (in-app navigation to /ru/product/marketplacepartners/) belongs to the site app.',
  },
  {
    id: 'techpod-to-ru-techpod',
    sites: ['main'],
    from: ['/techpod/'],
    to: { kind: 'path', path: '/ru/techpod/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:71 "| /techpod/ | /ru/techpod/ |"',
  },
  {
    id: 'ru-artificial-lift-to-artificial-lift',
    sites: ['main'],
    from: ['/ru/product/artificial-lift/'],
    to: { kind: 'path', path: '/product/artificial-lift/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:72 "| /ru/product/artificial-lift/ | /product/artificial-lift/ |"',
  },
  {
    id: 'ru-partnership-to-partnership',
    sites: ['main'],
    from: ['/ru/partnership/'],
    to: { kind: 'path', path: '/partnership/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:73 "| /ru/partnership/ | /partnership/ |"',
  },
  {
    id: 'asia-page-to-ru',
    sites: ['main', 'asia'],
    from: ['/ru/asia/', '/asia/'],
    to: { kind: 'path', path: '/ru/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:74 "| /ru/asia/ and /asia/ | /ru/ |"',
    note: 'The table names no host, so it applies on both hosts that know an asia path (ADR 0006).',
  },
  {
    id: 'regional-host-root',
    sites: ['asia'],
    from: ['/'],
    to: { kind: 'locale-cookie', locales: ['ru', 'kz'], otherwise: '/ru/' },
    status: 302,
    keepQuery: true,
    spec: '§2.4:75 "| Regional host, / or /kz/ | /{locale}/, or /ru/ if no locale cookie |"',
    note: 'The /kz/ half is localeCookieRules "asia-kz-path-follows-ru-cookie": /kz/ follows a ru cookie, and renders kz otherwise (ADR 0006).',
  },
  {
    id: 'bare-root',
    sites: ['main'],
    from: ['/'],
    to: { kind: 'locale-cookie-rule', rule: 'english-path-follows-cookie' },
    status: 302,
    keepQuery: true,
    spec: '§2.4:76 "| Bare root | /ru/ unless the host is the industrial-platform host |"',
    note: 'ADR 0006: / is the English home (§2.2); it goes to /ru/ when the locale cookie says ru, like every English page. The idp host renders its page at /.',
  },
  {
    id: 'platform-page-to-platform-host',
    sites: ['main'],
    from: ['/idp/'],
    to: { kind: 'other-origin', site: 'idp', path: '/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:77 "| Digital industrial platform page | the platform subdomain, 301 |"',
    note: "Applied when the idp host's public origin is configured (SITE_ORIGIN_IDP); without it the main host renders the idp page at /idp/ (ADR 0006, ADR 0013).",
  },
  {
    id: 'digital-production-host-root',
    sites: ['machine'],
    from: ['/'],
    to: { kind: 'path', path: '/2.0/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:78 "| Host containing digitalproduction or proizvodstvo | /2.0/, 301, query kept |"',
  },
  {
    id: 'digital-mining-host-root',
    sites: ['mount'],
    from: ['/'],
    to: { kind: 'path', path: '/praktikum/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:79 "| Host containing digitalmining | /praktikum/, 301, query kept |"',
  },
  {
    id: 'techpod-host-root',
    sites: ['techpod'],
    from: ['/'],
    to: { kind: 'path', path: '/ru/' },
    status: 301,
    keepQuery: true,
    spec: '§2.4:80 "| Host containing techpod | /ru/ root |"',
  },
];

/** Whether the row engine applies this row (the other kinds are realised elsewhere). */
export function isAppliedRow(row: RedirectRow): boolean {
  return row.to.kind === 'path' || row.to.kind === 'locale-cookie';
}
