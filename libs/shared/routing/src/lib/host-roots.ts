import type { SiteName } from './sites';

/**
 * §2.3 host-specific roots: the path, after the locale prefix, that a site's app renders as its
 * own `/`. The locale prefix itself comes from §2.1 and the site's locales (asia: `/ru/`, `/kz/`;
 * techpod: `/ru/` only, see `forcedLocaleRules`). `appPath` in a render decision is the rest of
 * the path after prefix and root: `https://digitalproduction…/2.0/` renders the machine app at `/`.
 */
export interface HostRootRow {
  site: SiteName;
  /** Lowercase, trailing slash. */
  root: string;
  spec: string;
}

export const hostRoots: readonly HostRootRow[] = [
  { site: 'main', root: '/', spec: '§2.2:38 "/, /about"' },
  { site: 'asia', root: '/', spec: '§2.3:58 "Asia host: the asia page at /{lang}/."' },
  {
    site: 'techpod',
    root: '/',
    spec: '§2.3:59 "Techpod host: the Russian techpod page at /ru/."',
  },
  {
    site: 'machine',
    root: '/2.0/',
    spec: '§2.3:60 "Digital production host: the machine page at /2.0/."',
  },
  {
    site: 'mount',
    root: '/praktikum/',
    spec: '§2.3:61 "Digital mining host: the mount page at /praktikum/."',
  },
  { site: 'idp', root: '/', spec: '§2.3:62 "Idp host: the idp page at /."' },
];

/** The root segments per site (`['2.0']` for machine, `[]` for a root of `/`). */
export function rootSegments(site: SiteName): readonly string[] {
  const row = hostRoots.find((candidate) => candidate.site === site);
  return row ? row.root.split('/').filter(Boolean) : [];
}
