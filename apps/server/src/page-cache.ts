import { isbot } from 'isbot';
import type { FastifyRequest } from 'fastify';
import { fillGzipTemplate, gzipTemplate } from './gzip-template';
import type { GzipTemplate } from './gzip-template';

const MAX_ENTRIES = 200;
const MAX_BYTES = 1_000_000;
/**
 * Bodies sent from the cache are kept for the next response of the same page once the socket has
 * taken them (`CachedResponse.release`): only the nonce is written again, instead of allocating
 * and copying the whole page on every hit. At most this many per page and copy, and this many
 * bytes in all.
 */
const MAX_SPARE_PER_PAGE = 32;
const MAX_SPARE_BYTES = 32 * 1024 * 1024;
/** How many User-Agent headers keep their crawler verdict (isbot's expression is long). */
const MAX_AGENTS = 1_000;
/** How long an expired page is served while one request renders it again (then another tries). */
const REFRESH_TIMEOUT_MS = 10_000;

/**
 * The cookies a page's HTML may depend on, by name. None today: the cookie alert
 * (`cookiePermission`, `cookieList`) and the form prefill (`formInfo`) are applied in the
 * browser after hydration, and `locale` / `noRedirect` only steer the URL resolver, which runs
 * before the cache (ADR 0016). A cookie added here becomes part of the cache key, and is the
 * only cookie a cached page's render sees.
 */
export const PAGE_COOKIES: readonly string[] = [];

export interface PageCacheOptions {
  /** The cookies that change a page's HTML (`PAGE_COOKIES`). */
  pageCookies?: readonly string[];
  /** Headers every copy from the cache goes out with (Cache-Control, X-Page-Cache). */
  hitHeaders?: Readonly<Record<string, string>>;
}

interface CachedPage {
  key: string;
  at: number;
  status: number;
  /** The response's headers and `hitHeaders`, ready for `reply.headers`. */
  headers: Record<string, string>;
  /** The same with `Content-Encoding: gzip`, for the gzip copy. */
  gzipHeaders: Record<string, string>;
  /** The rendered HTML as sent, with the render's nonce still in it. */
  body: Buffer;
  /** Byte offsets of every occurrence of the render's nonce in `body`. */
  nonceAt: number[];
  nonceLength: number;
  /** A gzip copy with holes for the nonce, once compressed (in the background). */
  gzip?: GzipTemplate;
  /** When a request went to render the expired page again. */
  refreshingSince?: number;
  /** Bodies sent before and released, ready for another nonce: plain and gzip copies. */
  spare: Buffer[];
  spareGzip: Buffer[];
}

/** A page from the cache, with this response's nonce in place. */
export interface CachedResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /**
   * Call once the body has been handed to the socket in full (the response's `finish`): the
   * buffer serves a later response of the page. Never after an aborted response.
   */
  release: () => void;
}

/**
 * A short-lived copy of rendered pages: the same URL on the same site renders once per `ttlMs`
 * for every visitor, first-time or returning, and each copy goes out with a fresh CSP nonce.
 * A page's HTML never depends on the visitor's cookies (only on the `pageCookies`, which are
 * part of the key); anything but a complete 200 HTML page without `Set-Cookie` is not kept.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly pageCookies: readonly string[];
  private readonly hitHeaders: Readonly<Record<string, string>>;
  private readonly compressing = new Set<Promise<void>>();
  private readonly agents = new Map<string, boolean>();
  private spareBytes = 0;
  /**
   * Bumped by `clear()`: part of every key, so a page rendered from before a clear and stored
   * after it is never served again.
   */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    { pageCookies = PAGE_COOKIES, hitHeaders = {} }: PageCacheOptions = {},
  ) {
    this.pageCookies = pageCookies;
    this.hitHeaders = hitHeaders;
  }

  /**
   * The cache key of a request, or null when its page must be rendered for it alone. A page's
   * bytes depend on its site, its path and query, whether a crawler asked (crawlers get the
   * page with all its data at once), and the `pageCookies`; absolute URLs come from the site's
   * configured origin, never from the Host header or a forwarded protocol, so neither is part
   * of the key, and other cookies never reach the render (`renderCookies`).
   */
  keyOf(request: FastifyRequest, site: string): string | null {
    if (this.ttlMs <= 0 || request.method !== 'GET') return null;
    const agent = request.headers['user-agent'];
    const key = `${this.generation} ${site} ${agent && this.isBot(agent) ? 'bot' : 'browser'} ${request.url}`;
    if (!this.pageCookies.length) return key;
    const cookies = request.cookies;
    return `${key} ${JSON.stringify(this.pageCookies.map((name) => cookies[name] ?? null))}`;
  }

  /** isbot's verdict, remembered for the most recent agents (browsers send few distinct ones). */
  private isBot(agent: string): boolean {
    let bot = this.agents.get(agent);
    if (bot === undefined) {
      bot = isbot(agent);
      if (this.agents.size >= MAX_AGENTS) this.agents.clear();
      this.agents.set(agent, bot);
    }
    return bot;
  }

  /**
   * The Cookie header the render of a cached page may see: only the `pageCookies` (null for
   * none), so a page kept for everyone cannot depend on one visitor's other cookies.
   */
  renderCookies(request: FastifyRequest): string | null {
    if (!this.pageCookies.length || !request.headers.cookie) return null;
    const cookies = request.cookies;
    const kept = this.pageCookies
      .filter((name) => cookies[name] !== undefined)
      .map((name) => `${name}=${encodeURIComponent(cookies[name] as string)}`);
    return kept.length ? kept.join('; ') : null;
  }

  /**
   * A fresh copy of a cached page with `nonce` in place, or undefined; gzip-encoded when the
   * client accepts gzip and the compressed copy is ready (one copy, the nonce written into it,
   * instead of compressing the page again).
   */
  get(
    key: string,
    nonce: string,
    acceptEncoding?: string,
    now = Date.now(),
  ): CachedResponse | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.at >= this.ttlMs) {
      // One request renders the page again; meanwhile the others get the expired copy (older
      // than the period by at most that render), instead of every request rendering at once.
      const refreshing =
        page.refreshingSince !== undefined && now - page.refreshingSince < REFRESH_TIMEOUT_MS;
      if (!refreshing) {
        page.refreshingSince = now;
        return undefined;
      }
    }
    const fill = Buffer.from(nonce, 'latin1');
    if (fill.length !== page.nonceLength) return undefined;
    if (page.gzip && acceptsGzip(acceptEncoding)) {
      const body = fillGzipTemplate(page.gzip, fill, this.takeSpare(page.spareGzip));
      return {
        status: page.status,
        headers: page.gzipHeaders,
        body,
        release: () => this.putSpare(page, page.spareGzip, body),
      };
    }
    const spare = this.takeSpare(page.spare);
    const body = spare ?? Buffer.from(page.body);
    for (const at of page.nonceAt) fill.copy(body, at);
    return {
      status: page.status,
      headers: page.headers,
      body,
      release: () => this.putSpare(page, page.spare, body),
    };
  }

  private takeSpare(spare: Buffer[]): Buffer | undefined {
    const body = spare.pop();
    if (body) this.spareBytes -= body.length;
    return body;
  }

  /** Keeps a released body for the page while the page is still the cached one. */
  private putSpare(page: CachedPage, spare: Buffer[], body: Buffer): void {
    if (
      spare.includes(body) ||
      spare.length >= MAX_SPARE_PER_PAGE ||
      this.spareBytes + body.length > MAX_SPARE_BYTES ||
      this.pages.get(page.key) !== page
    )
      return;
    spare.push(body);
    this.spareBytes += body.length;
  }

  /** Forgets a page's spare bodies (the page left the cache or was replaced). */
  private dropSpare(page: CachedPage | undefined): void {
    if (!page) return;
    for (const body of [...page.spare, ...page.spareGzip]) this.spareBytes -= body.length;
    page.spare.length = 0;
    page.spareGzip.length = 0;
  }

  /**
   * Reads the whole rendered response; keeps a copy when it may be shared. Returns the body to
   * send (the response's stream is consumed).
   */
  async store(key: string, response: Response, nonce: string, now = Date.now()): Promise<string> {
    const body = await response.text();
    const shareable =
      response.status === 200 &&
      (response.headers.get('content-type') ?? '').startsWith('text/html') &&
      response.headers.getSetCookie().length === 0 &&
      body.length <= MAX_BYTES &&
      nonce.length >= 16 &&
      // The nonce is written back byte for byte: base64, one byte a character.
      /^[A-Za-z0-9+/=]+$/.test(nonce);
    if (!shareable) {
      this.dropSpare(this.pages.get(key));
      this.pages.delete(key);
      return body;
    }
    const bytes = Buffer.from(body);
    const nonceAt: number[] = [];
    for (let at = bytes.indexOf(nonce); at !== -1; at = bytes.indexOf(nonce, at + nonce.length))
      nonceAt.push(at);
    const headers: Record<string, string> = {};
    for (const [name, value] of response.headers) {
      if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
    }
    Object.assign(headers, this.hitHeaders);
    const vary = headers['vary'] ? `${headers['vary']}, accept-encoding` : 'accept-encoding';
    const page: CachedPage = {
      key,
      at: now,
      status: response.status,
      headers,
      gzipHeaders: { ...headers, 'content-encoding': 'gzip', vary },
      body: bytes,
      nonceAt,
      nonceLength: nonce.length,
      spare: [],
      spareGzip: [],
    };
    const put = () => {
      this.dropSpare(this.pages.get(key));
      this.pages.delete(key);
      this.pages.set(key, page);
      if (this.pages.size > MAX_ENTRIES) {
        const [oldest, evicted] = this.pages.entries().next().value as [string, CachedPage];
        this.dropSpare(evicted);
        this.pages.delete(oldest);
      }
    };
    // A new render replaces a page with a gzip copy once its own copy is ready (the old one is
    // served until then, as while it renders); a first one at once, compressed on the fly.
    const previous = this.pages.get(key);
    if (!previous?.gzip) put();
    // Compressed off the event loop.
    const compressing = gzipTemplate(bytes, nonceAt, nonce.length).then(
      (gzip) => {
        page.gzip = gzip;
        if (previous?.gzip && this.pages.get(key) === previous) put();
      },
      () => {
        if (previous?.gzip && this.pages.get(key) === previous) put();
      },
    );
    this.compressing.add(compressing);
    void compressing.finally(() => this.compressing.delete(compressing));
    return body;
  }

  /**
   * Forgets every page (published content changed): the next request of each renders it again.
   * A render still running stores its page under its old key, which no request asks for again.
   */
  clear(): void {
    this.generation += 1;
    this.pages.clear();
    this.spareBytes = 0;
  }

  /** Resolves when the gzip copies of the pages stored so far are ready. */
  async settled(): Promise<void> {
    await Promise.all(this.compressing);
  }
}

/** Whether an Accept-Encoding header allows gzip (by name or `*`, with a q above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    const coding = name.trim().toLowerCase();
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    const allowed = q === undefined || Number(q) > 0;
    if (coding === 'gzip') return allowed;
    if (coding === '*') star = allowed;
  }
  return star;
}
