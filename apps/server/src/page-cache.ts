import { isbot } from 'isbot';
import type { FastifyRequest } from 'fastify';

/** Where the response's nonce stood in a cached page; replaced by each response's own. */
const NONCE_SLOT = '\u0000nonce\u0000';
const MAX_ENTRIES = 200;
const MAX_BYTES = 1_000_000;

interface CachedPage {
  at: number;
  status: number;
  headers: [string, string][];
  /** The HTML with every occurrence of the render's nonce replaced by `NONCE_SLOT`. */
  body: string;
}

/**
 * A short-lived copy of rendered pages for visitors without cookies (first visits, crawlers):
 * the same URL on the same host renders once per `ttlMs`, and each copy goes out with a fresh
 * CSP nonce. A visitor with any cookie always gets a fresh render, since a page may depend on
 * its cookies; so does anything but a complete 200 HTML page without `Set-Cookie`.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly ttlMs: number) {}

  /**
   * The cache key of a request, or null when its page must be rendered for it alone. A page's
   * bytes depend on its site, its path and query, and whether a crawler asked (crawlers get
   * the page with all its data at once); absolute URLs come from the site's configured origin,
   * never from the Host header or a forwarded protocol, so neither is part of the key.
   */
  keyOf(request: FastifyRequest, site: string): string | null {
    if (this.ttlMs <= 0 || request.method !== 'GET' || request.headers.cookie) return null;
    const agent = request.headers['user-agent'];
    return `${site} ${request.url} ${agent && isbot(agent) ? 'bot' : 'browser'}`;
  }

  /** A fresh copy of a cached page with `nonce` in place, or undefined. */
  get(
    key: string,
    nonce: string,
    now = Date.now(),
  ): { status: number; headers: [string, string][]; body: string } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.at >= this.ttlMs) {
      this.pages.delete(key);
      return undefined;
    }
    return {
      status: page.status,
      headers: page.headers,
      body: page.body.replaceAll(NONCE_SLOT, nonce),
    };
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
      nonce.length >= 16;
    if (shareable) {
      this.pages.delete(key);
      this.pages.set(key, {
        at: now,
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'content-length'),
        body: body.replaceAll(nonce, NONCE_SLOT),
      });
      if (this.pages.size > MAX_ENTRIES)
        this.pages.delete(this.pages.keys().next().value as string);
    }
    return body;
  }
}
