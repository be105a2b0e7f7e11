import type { SiteName } from './sites';

/**
 * Host patterns per site: a comma-separated list where `*` matches any run of characters
 * (`asia.*`, `*techpod*`). Matching is case-insensitive and ignores the port.
 * Sites are tried in this order, so a catch-all main host can come last.
 *
 * These are the hosts served when nothing is configured: each site's local development host
 * (`npm start`: http://localhost:3000, http://asia.localhost:3000, …). A deployment adds its
 * public host with `SITE_ORIGIN_<SITE>` or replaces the list with `SITE_HOSTS_<SITE>`. No
 * default matches a name someone else can own: `asia.*` served asia.evil.com.
 */
export const defaultHostPatterns: Readonly<Record<SiteName, readonly string[]>> = {
  asia: ['asia.localhost'],
  idp: ['idp.localhost'],
  techpod: ['techpod.localhost'],
  machine: ['digitalproduction.localhost', 'proizvodstvo.localhost'],
  mount: ['digitalmining.localhost'],
  main: ['localhost', '127.0.0.1', '::1'],
};

/**
 * What a host's name says about its site (spec §2.3, §2.4: "host containing techpod", "containing
 * digitalproduction or proizvodstvo", …), in the same order. For reading a URL that names a host,
 * such as the SEO lookup's `url`; never for deciding which hosts a server answers.
 */
export const siteHostHints: Readonly<Record<SiteName, readonly string[]>> = {
  asia: ['asia.*'],
  idp: ['idp.*'],
  techpod: ['*techpod*'],
  machine: ['*digitalproduction*', '*proizvodstvo*'],
  mount: ['*digitalmining*'],
  main: ['localhost', '127.0.0.1', '::1'],
};

/** A local host name per site that the default patterns serve (browsers resolve *.localhost). */
export const localHosts: Readonly<Record<SiteName, string>> = {
  main: 'localhost',
  asia: 'asia.localhost',
  idp: 'idp.localhost',
  techpod: 'techpod.localhost',
  machine: 'digitalproduction.localhost',
  mount: 'digitalmining.localhost',
};

const HOST_PATTERN = /^[a-z0-9*.:\-[\]]+$/;

export function parseHostPatterns(value: string): string[] {
  const patterns = value
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  for (const pattern of patterns) {
    if (!HOST_PATTERN.test(pattern)) {
      throw new Error(
        `Invalid host pattern "${pattern}": use letters, digits, ".", "-", ":" and "*"`,
      );
    }
  }
  if (patterns.length === 0) throw new Error('A host pattern list must not be empty');
  return patterns;
}

/** `Host` header → bare lower-case host name: no port, no IPv6 brackets, no trailing dot. */
export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end === -1 ? host.slice(1) : host.slice(1, end);
  } else if (host.split(':').length === 2) {
    host = host.slice(0, host.indexOf(':'));
  }
  return host.endsWith('.') ? host.slice(0, -1) : host;
}

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export function compileHostRules(patterns: Readonly<Record<SiteName, readonly string[]>>) {
  const order = Object.keys(defaultHostPatterns) as SiteName[];
  const compiled = order.map((site) => ({ site, matchers: patterns[site].map(toRegExp) }));
  /** The site serving this Host header, or null when no configured host matches. */
  return function siteForHost(hostHeader: string | undefined): SiteName | null {
    const hostname = hostnameOf(hostHeader);
    if (!hostname) return null;
    for (const { site, matchers } of compiled) {
      if (matchers.some((matcher) => matcher.test(hostname))) return site;
    }
    return null;
  };
}
