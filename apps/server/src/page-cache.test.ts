import { randomBytes } from 'node:crypto';
import { crc32, gunzipSync } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
import { crc32Combine, fillGzipTemplate, gzipTemplate, shiftOf } from './gzip-template';
import { acceptsGzip, PageCache } from './page-cache';
import { nextNonce } from './web-server';

// A request as the web server hands it over: its cookies parsed by @fastify/cookie.
let parseCookie: (header: string) => Record<string, string | undefined>;
beforeAll(async () => {
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.ready();
  parseCookie = app.parseCookie;
});
const request = (headers: Record<string, string> = {}, method = 'GET') =>
  ({
    method,
    url: '/about/?x=1',
    headers,
    cookies: headers['cookie'] ? parseCookie(headers['cookie']) : {},
  }) as unknown as FastifyRequest;

const html = (response: string) =>
  new Response(response, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('gzip template', () => {
  it('combines CRC-32s like one pass over the whole', () => {
    for (const [a, b] of [
      ['', ''],
      ['abc', ''],
      ['', 'xyz'],
      ['the first part', 'and the second, longer part of the page'],
    ] as const) {
      const combined = crc32Combine(crc32(a), crc32(b), shiftOf(Buffer.byteLength(b)));
      expect(combined).toBe(crc32(a + b));
    }
    const big = randomBytes(100_000);
    expect(crc32Combine(crc32(big.subarray(0, 7)), crc32(big.subarray(7)), shiftOf(99_993))).toBe(
      crc32(big),
    );
  });

  it.each([
    ['holes inside', [10, 500, 4000]],
    ['a hole at each end and two side by side', [0, 24, 2000, 4976]],
    ['no hole', []],
  ])('fills every hole of a valid gzip stream (%s)', async (_label, holes) => {
    const page = Buffer.from('<p>Partners of the group.</p>'.repeat(200).slice(0, 5000));
    const template = await gzipTemplate(page, holes, 24);
    for (const fill of [randomBytes(18).toString('base64'), randomBytes(18).toString('base64')]) {
      const expected = Buffer.from(page);
      for (const hole of holes) expected.write(fill, hole, 'latin1');
      const body = fillGzipTemplate(template, Buffer.from(fill, 'latin1'));
      // gunzip checks the length and the CRC-32 of the trailer.
      expect(gunzipSync(body).equals(expected)).toBe(true);
    }
    expect(template.bytes.length).toBeLessThan(page.length / 4);
  });
});

describe('PageCache', () => {
  it('keys a page on site, agent and URL, whatever cookies the visitor has', () => {
    const cache = new PageCache(1000);
    const first = cache.keyOf(request(), 'main');
    expect(first).not.toBeNull();
    expect(cache.keyOf(request({ cookie: 'locale=ru; cookiePermission=Y' }), 'main')).toBe(first);
    expect(cache.keyOf(request({ 'user-agent': 'Googlebot/2.1' }), 'main')).not.toBe(first);
    expect(cache.keyOf(request(), 'asia')).not.toBe(first);
    expect(cache.keyOf(request({}, 'POST'), 'main')).toBeNull();
    expect(new PageCache(0).keyOf(request(), 'main')).toBeNull();
    // The render of a shared page sees no cookie.
    expect(cache.renderCookies(request({ cookie: 'locale=ru' }))).toBeNull();
  });

  it('keys on exactly the cookies that change the page, and renders with only those', () => {
    const cache = new PageCache(1000, { pageCookies: ['theme'] });
    const key = (cookie?: string) => cache.keyOf(request(cookie ? { cookie } : {}), 'main');
    expect(key('theme=dark; locale=ru')).toBe(key('formInfo=%7B%7D; theme=dark'));
    expect(key('theme=dark')).not.toBe(key('theme=light'));
    expect(key('theme=dark')).not.toBe(key());
    expect(key('theme=')).not.toBe(key());
    expect(cache.renderCookies(request({ cookie: 'locale=ru; theme=dark mode' }))).toBe(
      'theme=dark%20mode',
    );
    expect(cache.renderCookies(request({ cookie: 'locale=ru' }))).toBeNull();
  });

  it('gives every copy its own nonce, gzip once compressed, and expires copies', async () => {
    const cache = new PageCache(1000, { hitHeaders: { 'x-page-cache': 'hit' } });
    const nonce = randomBytes(18).toString('base64');
    const page = `<script nonce="${nonce}">1</script>${'<p>text</p>'.repeat(200)}<i>${nonce}</i>`;
    expect(await cache.store('k', html(page), nonce, 0)).toBe(page);
    const other = randomBytes(18).toString('base64');
    const plain = cache.get('k', other, undefined, 10);
    expect(plain?.body.toString()).toBe(page.replaceAll(nonce, other));
    expect(plain?.headers).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'x-page-cache': 'hit',
    });
    await cache.settled();
    const zipped = cache.get('k', other, 'br;q=1, gzip;q=0.8', 10);
    expect(zipped?.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped?.body as Buffer).toString()).toBe(page.replaceAll(nonce, other));
    expect(cache.get('k', other, 'gzip;q=0', 10)?.headers['content-encoding']).toBeUndefined();
    // Expired: one request renders again, the others get the old copy until it is stored.
    expect(cache.get('k', other, undefined, 1000)).toBeUndefined();
    expect(cache.get('k', other, undefined, 1001)?.body.toString()).toBe(
      page.replaceAll(nonce, other),
    );
    await cache.store('k', html('<p>new</p>'), nonce, 1002);
    // The new copy replaces the old one once it has its gzip copy too.
    await cache.settled();
    expect(cache.get('k', other, undefined, 1003)?.body.toString()).toBe('<p>new</p>');
    // A page that stops being shareable is dropped at once.
    await cache.store('k', new Response('gone', { status: 404 }), nonce, 1004);
    expect(cache.get('k', other, undefined, 1005)).toBeUndefined();
  });

  it('sends a released body again with only the nonce rewritten, never one still in flight', async () => {
    const cache = new PageCache(1000);
    const nonce = randomBytes(18).toString('base64');
    const page = `<script nonce="${nonce}">1</script>${'<p>text</p>'.repeat(500)}<i>${nonce}</i>`;
    await cache.store('k', html(page), nonce, 0);
    await cache.settled();
    for (const encoding of [undefined, 'gzip']) {
      const read = (body: Buffer) => (encoding ? gunzipSync(body) : body).toString();
      const [a, b] = [randomBytes(18).toString('base64'), randomBytes(18).toString('base64')];
      const first = cache.get('k', a, encoding, 10);
      // Not released yet: a second response gets a buffer of its own.
      const second = cache.get('k', b, encoding, 10);
      expect(second?.body).not.toBe(first?.body);
      expect(read(first?.body as Buffer)).toBe(page.replaceAll(nonce, a));
      first?.release();
      first?.release();
      const c = randomBytes(18).toString('base64');
      const third = cache.get('k', c, encoding, 10);
      expect(third?.body).toBe(first?.body);
      expect(read(third?.body as Buffer)).toBe(page.replaceAll(nonce, c));
      // Released twice, kept once: the next response gets a buffer of its own again.
      expect(cache.get('k', c, encoding, 10)?.body).not.toBe(first?.body);
      expect(read(second?.body as Buffer)).toBe(page.replaceAll(nonce, b));
    }
    // A body of a page that has been rendered again is not kept for the new page.
    const old = cache.get('k', nonce, undefined, 10);
    await cache.store('k', html(`<p>new ${nonce}</p>`), nonce, 2000);
    await cache.settled();
    old?.release();
    expect(cache.get('k', nonce, undefined, 2001)?.body).not.toBe(old?.body);
  });

  it('never keeps a response that sets a cookie, fails, or is not HTML', async () => {
    const cache = new PageCache(1000);
    const nonce = randomBytes(18).toString('base64');
    const withCookie = html('<p>hi</p>');
    withCookie.headers.append('set-cookie', 'session=1');
    const responses = [
      withCookie,
      new Response('<p>gone</p>', { status: 404, headers: { 'content-type': 'text/html' } }),
      new Response('{}', { headers: { 'content-type': 'application/json' } }),
    ];
    for (const [index, response] of responses.entries()) {
      await cache.store(String(index), response, nonce);
      expect(cache.get(String(index), nonce)).toBeUndefined();
    }
  });

  it.each([
    [undefined, false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br', false],
    ['GZIP;q=0.5', true],
    ['gzip;q=0', false],
    ['*', true],
    ['*;q=0', false],
    ['br, *;q=0.1', true],
    ['gzip;q=0, *', false],
  ])('reads Accept-Encoding %p as gzip %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('nextNonce', () => {
  it('hands out 18 random bytes in base64, never the same twice, across refills', () => {
    const nonces = Array.from({ length: 2000 }, () => nextNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(18);
    expect(nonces.every((nonce) => /^[A-Za-z0-9+/]{24}$/.test(nonce))).toBe(true);
  });
});
