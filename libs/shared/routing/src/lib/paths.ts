/**
 * Path and query hygiene (§2.1: lowercase, trailing slash). Everything here is total: malformed
 * input gives `invalid`, never an exception, and every string produced is safe to put in a
 * `Location` header (printable ASCII only, one leading slash).
 */

export type NormalizedPath =
  | {
      kind: 'path';
      /** The canonical path: lowercase, percent-encoded, single slashes, trailing slash. */
      path: string;
      /** The decoded, lowercased segments of `path`. */
      segments: readonly string[];
    }
  | { kind: 'invalid'; reason: 'malformed-escape' | 'dot-segment' };

// RFC 3986 pchar without `%`: unreserved, sub-delims, ':' and '@'.
const PATH_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;
// Query characters: pchar, '/', '?', and '%' kept as is (the query is passed on raw, not decoded).
const QUERY_SAFE = /[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function encodeExcept(value: string, safe: RegExp): string {
  let out = '';
  // Iterating a string yields whole code points; lone surrogates were replaced, so
  // encodeURIComponent cannot throw.
  for (const char of value.replace(LONE_SURROGATE, '\uFFFD')) {
    out += safe.test(char) ? char : encodeURIComponent(char);
  }
  return out;
}

/** A decoded segment back to its canonical encoded form (uppercase hex escapes). */
export function encodePathSegment(segment: string): string {
  return encodeExcept(segment, PATH_SAFE);
}

/** `'/'` for no segments, else `/a/b/`: single slashes and a trailing slash. */
export function joinSegments(segments: readonly string[]): string {
  return segments.length === 0 ? '/' : `/${segments.map(encodePathSegment).join('/')}/`;
}

/**
 * Raw pathname → canonical path (§2.1). Empty segments collapse (`//a` → `/a/`), escapes are
 * decoded per segment and re-encoded canonically, letters are lowercased, a trailing slash is
 * added. A malformed escape or a `.`/`..` segment is `invalid` (the resolver answers 404).
 * Idempotent: normalising a canonical path returns it unchanged.
 */
export function normalizePath(rawPath: string): NormalizedPath {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (raw === '') continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      return { kind: 'invalid', reason: 'malformed-escape' };
    }
    decoded = decoded.replace(LONE_SURROGATE, '\uFFFD').toLowerCase();
    if (decoded === '.' || decoded === '..') return { kind: 'invalid', reason: 'dot-segment' };
    segments.push(decoded);
  }
  return { kind: 'path', path: joinSegments(segments), segments };
}

const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,7}$/i;

/**
 * Paths that name a file are not normalised (§2.1 is about pages): `/robots.txt`,
 * `/sitemap.xml`, `/favicon.svg`, anything under `/assets/`. A file has an extension that starts
 * with a letter in its last segment (so `/2.0` is still a page path) and no trailing slash.
 */
export function looksLikeFile(rawPath: string): boolean {
  if (/^\/assets\//i.test(rawPath)) return true;
  const last = rawPath.slice(rawPath.lastIndexOf('/') + 1);
  return last !== '' && FILE_EXTENSION.test(last);
}

/**
 * The query to carry into a `Location`: `''` when empty, else `?` plus the raw query with every
 * character that is not allowed in a URL query (controls, spaces, `\`, `#`, non-ASCII …)
 * percent-encoded. Already-encoded text is left alone, so this is idempotent.
 */
export function sanitizeSearch(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? '' : `?${encodeExcept(query, QUERY_SAFE)}`;
}

/** Splits a `Location` this library produced back into path and search. */
export function splitLocation(location: string): { path: string; search: string } {
  const index = location.indexOf('?');
  return index === -1
    ? { path: location, search: '' }
    : { path: location.slice(0, index), search: location.slice(index) };
}

/**
 * The locale of the page a path of this site leads to, by its first segment (spec §2.1:
 * `/de/about/` is de, `/about/` en); undefined for anything but a page of this site (another
 * origin, an anchor, `mailto:`, a file such as `/download/Privacy_Policy.pdf`).
 */
export function sitePathLocale(href: string): 'en' | 'ru' | 'de' | 'kz' | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const path = href.split(/[?#]/)[0] ?? '';
  if (looksLikeFile(path)) return undefined;
  const prefix = /^\/(ru|de|kz)(?:\/|$)/i.exec(path)?.[1]?.toLowerCase();
  return (prefix as 'ru' | 'de' | 'kz' | undefined) ?? 'en';
}
