/**
 * A Host header this server can take: a DNS name or IPv4 address, or a bracketed IPv6 address,
 * with an optional port 1–65535. Anything else is a 400 before any routing.
 */
export function isValidHostHeader(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  const match =
    /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?)(?::(\d{1,5}))?$/i.exec(
      host,
    );
  if (!match) return false;
  const port = match[2];
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535);
}

/** An X-Forwarded-Proto a proxy may send: http or https (a list's entries each), or none. */
export function isValidForwardedProto(value: string | string[] | undefined): boolean {
  if (value === undefined) return true;
  const items = (Array.isArray(value) ? value.join(',') : value).split(',');
  return items.every((item) => /^https?$/i.test(item.trim()));
}

/**
 * The request target as a path: an absolute-form target (`GET http://other.example/x`) keeps
 * only its path and query (the Host header picks the site), and leading slashes collapse to
 * one, so `//other.example/x` is a path of this site, never a network-path reference.
 */
export function normalizeRequestTarget(url: string): string {
  let target = url;
  if (!target.startsWith('/')) {
    try {
      const parsed = new URL(target);
      target = `${parsed.pathname}${parsed.search}`;
    } catch {
      return '/';
    }
  }
  return target.replace(/^\/{2,}/, '/');
}

/** Whether `path` is `prefix` or below it. */
export const isUnder = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`);

/**
 * A path as any layer behind this one might read it: percent-escapes decoded, dot segments
 * resolved, empty segments dropped, a backslash read as a slash (as URL parsers do), lowercase
 * (`/%61dmin`, `/./ADMIN//x`, `/x/../admin` are all `/admin...`). For restrictions only: a path
 * that merely looks like a restricted one is refused.
 */
export function normalizedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes: the router refuses them; the raw text is checked as it is.
  }
  const segments: string[] = [];
  for (const segment of decoded.toLowerCase().split(/[/\\]/)) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
