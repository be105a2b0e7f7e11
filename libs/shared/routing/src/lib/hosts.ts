/**
 * Host patterns: a list where `*` matches any run of characters (`asia.*`, `*techpod*`).
 * Matching is case-insensitive and ignores the port. The patterns of each site come from its
 * definition (`hosts`, `hostHints`) or the server's configuration (`SITE_HOSTS_<SITE>`).
 */
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

/**
 * The site serving a host, by `patterns` (site → host patterns). Sites are tried in `order`
 * (by default the record's own order), so a catch-all host can come last; a site of `order`
 * without patterns serves no host.
 */
export function compileHostRules<S extends string>(
  patterns: Readonly<Partial<Record<S, readonly string[]>>>,
  order: readonly S[] = Object.keys(patterns) as S[],
) {
  const compiled = order.map((site) => ({ site, matchers: (patterns[site] ?? []).map(toRegExp) }));
  /** The site serving this Host header, or null when no configured host matches. */
  return function siteForHost(hostHeader: string | undefined): S | null {
    const hostname = hostnameOf(hostHeader);
    if (!hostname) return null;
    for (const { site, matchers } of compiled) {
      if (matchers.some((matcher) => matcher.test(hostname))) return site;
    }
    return null;
  };
}
