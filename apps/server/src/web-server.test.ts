import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { siteNames } from '@corp/shared/contracts';
import { defaultHostPatterns, localHosts } from './site-definitions';
import type { SiteName } from '@corp/shared/contracts';
import { createWebServer, pageCsp } from './web-server';
import { loadServerConfig } from './config';
import { openTestRuntime } from '@corp/api/http/testing';
import { createLifecycle, createMetrics } from '@corp/api/http';
import { createServer } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { fakeSite, serverWithFakeSites } from './testing/fake-sites';

describe('web server', () => {
  let sitesDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app, sitesDir } = await serverWithFakeSites(undefined));
  });

  afterAll(async () => {
    await app.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  /** Spec §2.3: where each host's page lives. */
  const hostRoots: Record<SiteName, { root: string; status?: number }> = {
    main: { root: '/' },
    idp: { root: '/' },
    asia: { root: '/ru/', status: 302 },
    techpod: { root: '/ru/', status: 301 },
    machine: { root: '/2.0/', status: 301 },
    mount: { root: '/praktikum/', status: 301 },
  };

  it.each(siteNames)('serves the %s site at its host root', async (site) => {
    const host = `${localHosts[site]}:3000`;
    const { root, status } = hostRoots[site];
    const first = await app.inject({ url: '/', headers: { host } });
    if (status) {
      expect(first.statusCode).toBe(status);
      expect(first.headers.location).toBe(root);
    }
    const response = await app.inject({ url: root, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${site}</h1> GET ${root} `);
  });

  it.each([
    ['localhost', '/RU/About?x=1', 301, '/ru/about/?x=1'],
    ['localhost', '/ru/product/mdc/', 301, '/product/dispatcher/'],
    ['localhost', '/product/marketplacepartners/', 301, '/'],
    ['localhost', '/ru/partnership/', 301, '/partnership/'],
    ['localhost', '/techpod/', 301, '/ru/techpod/'],
    ['digitalproduction.localhost', '/?utm_source=mail', 301, '/2.0/?utm_source=mail'],
    ['digitalmining.localhost', '/?utm_source=mail', 301, '/praktikum/?utm_source=mail'],
  ])('redirects %s%s with %i to %s (spec §2.1, §2.4)', async (host, url, status, location) => {
    const response = await app.inject({ url, headers: { host } });
    expect(response.statusCode).toBe(status);
    expect(response.headers.location).toBe(location);
  });

  it('sends an English path to the locale in the cookie unless noRedirect (spec §2.5)', async () => {
    const withCookie = await app.inject({
      url: '/about/',
      headers: { host: 'localhost', cookie: 'locale=ru' },
    });
    expect(withCookie.statusCode).toBe(302);
    expect(withCookie.headers.location).toBe('/ru/about/');
    const optOut = await app.inject({
      url: '/about/?noRedirect',
      headers: { host: 'localhost', cookie: 'locale=ru' },
    });
    expect(optOut.statusCode).toBe(200);
  });

  it('leaves form posts and React Router discovery requests to the site', async () => {
    const manifest = await app.inject({
      url: '/__manifest?p=%2FAbout',
      headers: { host: 'asia.localhost' },
    });
    expect(manifest.body).toContain('GET /__manifest?p=%2FAbout');
    const post = await app.inject({
      method: 'POST',
      url: '/About',
      headers: { host: 'localhost' },
    });
    expect(post.statusCode).toBe(200);
  });

  it('refuses a host it does not serve', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(421);
    expect(response.body).toContain('does not serve the host "evil.example"');
  });

  it("serves a site's built assets with immutable caching, from that site only", async () => {
    const own = await app.inject({
      url: '/assets/entry-asia.js',
      headers: { host: 'asia.localhost' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe("console.log('asia')");
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const other = await app.inject({
      url: '/assets/entry-asia.js',
      headers: { host: 'localhost' },
    });
    expect(other.body).toContain('<h1>main</h1>');
  });

  it('serves other public files briefly cached and hides the build package.json', async () => {
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'idp.localhost' } });
    expect(robots.body).toContain('# idp');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const pkg = await app.inject({ url: '/package.json', headers: { host: 'idp.localhost' } });
    expect(pkg.body).toContain('<h1>idp</h1>');
  });

  it('passes query, request body and every cookie through the site handler', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/form/?utm_source=mail',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.example',
    });
    expect(response.body).toContain('POST /form/?utm_source=mail email=a%40b.example');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('answers with the fallback page when rendering fails entirely (spec §2.6)', async () => {
    const response = await app.inject({ url: '/broken/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('An error occurred while showing the error page');
    expect(response.body).toContain('<a href="/">');
    expect(response.body).not.toContain('error boundary failed too');
  });

  it('answers a malformed percent-escape with 400, never a server error', async () => {
    const response = await app.inject({ url: '/assets/%E0%A4%A/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(400);
  });

  it("gives the site's loaders the API in this process, without a socket", async () => {
    const response = await app.inject({
      url: '/api-probe/',
      headers: { host: `${localHosts.asia}:3000` },
    });
    expect(JSON.parse(response.body)).toEqual({
      health: [200, expect.objectContaining({ status: 'ok' })],
      missing: [404, expect.any(String)],
    });
  });

  it("keeps the site's status", async () => {
    const response = await app.inject({ url: '/missing/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
  });

  it('answers the API in process on every site host', async () => {
    const response = await app.inject({
      url: '/api/v1/health/',
      headers: { host: 'techpod.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('answers an unknown API path with the JSON 404, not a page', async () => {
    const response = await app.inject({ url: '/api/v1/nothing/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('serves the API content calls and the privacy PDFs at the site origin', async () => {
    const events = await app.inject({
      url: '/api/v1/events/?locale=ru',
      headers: { host: 'localhost' },
    });
    expect(events.statusCode).toBe(200);
    expect(events.json()).toHaveProperty('totalCount');
    const pdf = await app.inject({
      url: '/download/Privacy_Policy.pdf',
      headers: { host: 'asia.localhost' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('sends the pre-compressed twin of an asset when the browser accepts it', async () => {
    const compressed = await app.inject({
      url: '/assets/entry-asia.js',
      headers: { host: 'asia.localhost', 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe("console.log('asia')");
    const plain = await app.inject({
      url: '/assets/entry-asia.js',
      headers: { host: 'asia.localhost' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe("console.log('asia')");
  });

  it('opens the page CSP only to the configured third-party origins', () => {
    const locked = pageCsp('abc');
    expect(locked).toContain("connect-src 'self';");
    expect(locked).not.toContain('frame-src');
    const open = pageCsp('abc', {
      connect: ['https://mc.yandex.ru'],
      frame: ['https://smartcaptcha.yandexcloud.net'],
      img: ['https://mc.yandex.ru'],
    });
    expect(open).toContain("connect-src 'self' https://mc.yandex.ru;");
    expect(open).toContain('frame-src https://smartcaptcha.yandexcloud.net;');
    expect(open).toContain("img-src 'self' data: https://mc.yandex.ru;");
    expect(open).toContain("script-src 'nonce-abc' 'strict-dynamic'");
  });

  it('names the site the Host picked to the site handler, never the client claim', async () => {
    const page = await app.inject({
      url: '/site-probe/',
      headers: { host: 'asia.localhost', 'x-corp-site': 'main' },
    });
    expect(page.body).toContain('site=asia');
  });

  it('gives each page a fresh CSP nonce, handed to the site, never taken from the client', async () => {
    const pages = await Promise.all(
      [1, 2].map(() =>
        app.inject({
          url: '/',
          headers: { host: 'localhost', 'x-csp-nonce': 'attacker-chosen-nonce' },
        }),
      ),
    );
    const nonces = pages.map((page) => {
      const policy = page.headers['content-security-policy'] as string;
      expect(policy).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(page.body).toContain(`nonce=${nonce}`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(pages[0]?.body).not.toContain('attacker-chosen-nonce');
  });

  it('locks down every other response and sends no HSTS unless configured', async () => {
    const health = await app.inject({ url: '/api/v1/health/', headers: { host: 'localhost' } });
    expect(health.headers['content-security-policy']).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(health.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets the security headers on every response', async () => {
    const response = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });
});

describe('page CSP of the third-party pieces (spec §1)', () => {
  const scripts = {
    CHAT_SCRIPT_URL: 'http://127.0.0.1:4999/chat.js',
    CALL_TRACKING_SCRIPT_URL: 'http://127.0.0.1:4998/calls.js',
    PIXEL_SCRIPT_URL: 'http://localhost:4997/pixel.js',
    AD_LOADER_SCRIPT_URL: 'https://ads.example.com/loader.js',
    MARKETING_SCRIPT_URL: 'https://marketing.example.net/m.js?id=1',
  };
  const origins = [
    'http://127.0.0.1:4999',
    'http://127.0.0.1:4998',
    'http://localhost:4997',
    'https://ads.example.com',
    'https://marketing.example.net',
  ];

  async function cspWith(env: Record<string, string>) {
    const { thirdParty } = loadServerConfig(env, '/srv');
    const { app, sitesDir } = await serverWithFakeSites(
      'http://127.0.0.1:9',
      undefined,
      undefined,
      undefined,
      ['main'],
      0,
      { thirdParty },
    );
    try {
      const page = await app.inject({ url: '/', headers: { host: 'localhost' } });
      return page.headers['content-security-policy'] as string;
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  }

  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1) ?? [];
  const foreign = (policy: string) =>
    policy.split(/[;\s]+/).filter((token) => /^[a-z]+:\/\//.test(token));

  it('names no foreign origin while no third-party piece is configured', async () => {
    const policy = await cspWith({});
    expect(foreign(policy)).toEqual([]);
    expect(directive(policy, 'script-src')).toEqual([
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/=]+'$/),
      "'strict-dynamic'",
    ]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('allows exactly the origins of the configured scripts in script-src and connect-src', async () => {
    const policy = await cspWith(scripts);
    expect(directive(policy, 'script-src').slice(2)).toEqual(origins);
    expect(directive(policy, 'script-src')[0]).toMatch(/^'nonce-/);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", ...origins]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:']);
    expect(policy).not.toContain('frame-src');
    expect(new Set(foreign(policy))).toEqual(new Set(origins));
  });

  it('ignores a script URL that is not https (or http on a local host)', async () => {
    const policy = await cspWith({
      // eslint-disable-next-line no-script-url -- the value the server must refuse
      CHAT_SCRIPT_URL: 'javascript:alert(1)',
      PIXEL_SCRIPT_URL: 'ftp://x',
      AD_LOADER_SCRIPT_URL: '/local.js',
      MARKETING_SCRIPT_URL: 'http://marketing.example.net/m.js',
      CALL_TRACKING_SCRIPT_URL: 'https://calls.example.com/ct.js',
    });
    expect(directive(policy, 'script-src').slice(2)).toEqual(['https://calls.example.com']);
    expect(foreign(policy)).toEqual(['https://calls.example.com', 'https://calls.example.com']);
    expect(policy).not.toContain('javascript');
    expect(policy).not.toContain('ftp');
  });

  it('plays media from the site itself, and from MEDIA_ORIGIN when it is set', async () => {
    // Without media-src the browser falls back to default-src: a video host would be refused.
    expect(directive(await cspWith({}), 'media-src')).toEqual(["'self'"]);
    const policy = await cspWith({ MEDIA_ORIGIN: 'https://media.example.com' });
    expect(directive(policy, 'media-src')).toEqual(["'self'", 'https://media.example.com']);
    expect(foreign(policy)).toEqual(['https://media.example.com']);
  });

  it('lets Metrika in only with ANALYTICS_ID', async () => {
    expect(await cspWith({ ANALYTICS_ID: 'not-a-number' })).not.toContain('mc.yandex.ru');
    const policy = await cspWith({ ANALYTICS_ID: '12345' });
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://mc.yandex.ru']);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'https://mc.yandex.ru']);
    expect(directive(policy, 'script-src')).toHaveLength(2);
  });
});

describe('route middleware (spec §2.2, §2.6)', () => {
  const host = `${localHosts.main}:3000`;

  it('renders a media detail page whose item exists, in either locale', async () => {
    const { app, sitesDir } = await serverWithFakeSites(undefined);
    try {
      for (const url of [
        '/news/media/review-energy-efficiency-2026/',
        '/ru/news/media/review-energy-efficiency-2026/',
        '/news/media/special/special-oil-field-of-the-future/',
      ]) {
        const response = await app.inject({ url, headers: { host } });
        expect([url, response.statusCode]).toEqual([url, 200]);
        expect(response.body).toContain(`GET ${url} `);
      }
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });

  it('redirects a media detail page to / with 301 when its item cannot be fetched', async () => {
    const { app, sitesDir } = await serverWithFakeSites(undefined);
    try {
      for (const url of ['/news/media/no-such-item/', '/ru/news/media/special/no-such-item/']) {
        const response = await app.inject({ url, headers: { host } });
        expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, '/']);
      }
      // An API that is down is a failure too.
      const down = await serverWithFakeSites('http://127.0.0.1:9');
      try {
        const response = await down.app.inject({
          url: '/news/media/review-energy-efficiency-2026/',
          headers: { host },
        });
        expect(response.statusCode).toBe(301);
        expect(response.headers.location).toBe('/');
      } finally {
        await down.app.close();
        rmSync(down.sitesDir, { recursive: true, force: true });
      }
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });

  it("answers 500 'Unknown middleware' when a page names middleware the server lacks", async () => {
    const { app, sitesDir } = await serverWithFakeSites(undefined, undefined, undefined, {});
    try {
      const response = await app.inject({
        url: '/news/media/review-energy-efficiency-2026/',
        headers: { host },
      });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<h1>Unknown middleware</h1>');
      expect(response.body).toContain('href="/"');
      // Pages without middleware are unaffected.
      expect((await app.inject({ url: '/about/', headers: { host } })).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });
});

describe('page cache for every visitor', () => {
  const host = `${localHosts.main}:3000`;
  const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? '';

  it('renders a page once per period and sends every copy with its own nonce', async () => {
    const { app, sitesDir } = await serverWithFakeSites(
      undefined,
      undefined,
      undefined,
      undefined,
      siteNames,
      60_000,
    );
    try {
      const first = await app.inject({ url: '/partnership/', headers: { host } });
      const second = await app.inject({ url: '/partnership/', headers: { host } });
      expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual([
        'miss',
        'hit',
      ]);
      const [one, two] = [first, second].map((page) =>
        nonceOf(page.headers['content-security-policy']),
      );
      expect(one).not.toBe(two);
      // The same render, each with the nonce of its own response and no other.
      expect(first.body.match(/render \d+/)?.[0]).toBe(second.body.match(/render \d+/)?.[0]);
      expect(second.body).toContain(`<script nonce="${two}">`);
      expect(second.body).toContain(`<p>${two}</p>`);
      expect(second.body).not.toContain(one as string);

      // Another URL gets a render of its own.
      const other = await app.inject({ url: '/partnership/?utm=1', headers: { host } });
      expect(other.headers['x-page-cache']).toBe('miss');

      // A page that sets cookies is never shared.
      const cookies = [1, 2].map(() => app.inject({ url: '/about/', headers: { host } }));
      for (const page of await Promise.all(cookies)) {
        expect(page.headers['x-page-cache']).toBe('miss');
        expect(page.headers['set-cookie']).toEqual(
          expect.arrayContaining(['a=1; Path=/', 'b=2; Path=/']),
        );
      }
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });

  it('serves a returning visitor (locale, consent, form info) the same copy, cookies unseen', async () => {
    const { app, sitesDir } = await serverWithFakeSites(
      undefined,
      undefined,
      undefined,
      undefined,
      ['main'],
      60_000,
    );
    const returning =
      'locale=en; cookiePermission=Y; cookieList=required%2Canalytical; formInfo=%7B%22name%22%3A%22Ann%22%7D; noRedirect=1';
    try {
      const first = await app.inject({ url: '/partnership/', headers: { host } });
      expect(first.body).toContain('cookies: none');
      const again = await app.inject({
        url: '/partnership/',
        headers: { host, cookie: returning },
      });
      expect(again.headers['x-page-cache']).toBe('hit');
      const [one, two] = [first, again].map((page) =>
        nonceOf(page.headers['content-security-policy']),
      );
      // The same bytes but for the nonce, which is this response's own in every place.
      expect(again.body.split(two as string)).toEqual(first.body.split(one as string));
      expect(again.body.split(two as string)).toHaveLength(4);

      // The first render for a visitor with cookies is kept for everyone: it never saw them.
      const cookiesFirst = await app.inject({
        url: '/partnership/?from=mail',
        headers: { host, cookie: returning },
      });
      expect(cookiesFirst.headers['x-page-cache']).toBe('miss');
      expect(cookiesFirst.body).toContain('cookies: none');
      expect(cookiesFirst.body).not.toContain('Ann');
      const newcomer = await app.inject({ url: '/partnership/?from=mail', headers: { host } });
      expect(newcomer.headers['x-page-cache']).toBe('hit');
      expect(newcomer.headers['set-cookie']).toBeUndefined();

      // The resolver's cookie change goes to the visitor it is for, beside the cached copy.
      const ru = await app.inject({ url: '/ru/events/', headers: { host, cookie: returning } });
      expect(ru.headers['x-page-cache']).toBe('miss');
      expect([ru.headers['set-cookie']].flat()).toEqual([expect.stringMatching(/^locale=ru;/)]);
      const ruAgain = await app.inject({ url: '/ru/events/', headers: { host } });
      expect(ruAgain.headers['x-page-cache']).toBe('hit');
      expect([ruAgain.headers['set-cookie']].flat()).toEqual([
        expect.stringMatching(/^locale=ru;/),
      ]);
      const ruCookie = await app.inject({
        url: '/ru/events/',
        headers: { host, cookie: 'locale=ru' },
      });
      expect(ruCookie.headers['x-page-cache']).toBe('hit');
      expect(ruCookie.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });

  it('keys a page on the cookies that change it, and never keeps one that sets cookies', async () => {
    const { app, sitesDir } = await serverWithFakeSites(
      undefined,
      undefined,
      undefined,
      undefined,
      ['main'],
      60_000,
      { pageCookies: ['theme'] },
    );
    const get = (cookie?: string, url = '/partnership/') =>
      app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });
    try {
      const dark = await get('theme=dark; formInfo=%7B%7D');
      expect(dark.headers['x-page-cache']).toBe('miss');
      expect(dark.body).toContain('cookies: theme=dark</p>');
      const light = await get('theme=light');
      expect(light.headers['x-page-cache']).toBe('miss');
      expect(light.body).toContain('cookies: theme=light</p>');
      const none = await get();
      expect(none.headers['x-page-cache']).toBe('miss');
      expect(none.body).toContain('cookies: none');
      const darkAgain = await get('cookieList=required; theme=dark');
      expect(darkAgain.headers['x-page-cache']).toBe('hit');
      expect(darkAgain.body).toContain('cookies: theme=dark</p>');
      expect((await get('theme=light')).body).toContain('cookies: theme=light</p>');

      // A page that sets cookies is rendered for each visitor, with or without cookies.
      for (const cookie of ['theme=dark', 'theme=dark', undefined, undefined]) {
        const page = await get(cookie, '/about/');
        expect(page.headers['x-page-cache']).toBe('miss');
        expect(page.headers['set-cookie']).toEqual(
          expect.arrayContaining(['a=1; Path=/', 'b=2; Path=/']),
        );
      }
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });

  it('sends a gzip copy compressed once, with each response its own nonce', async () => {
    const { app, sitesDir } = await serverWithFakeSites(
      undefined,
      undefined,
      undefined,
      undefined,
      ['main'],
      60_000,
    );
    const get = () =>
      app.inject({
        url: '/partnership/',
        headers: { host, 'accept-encoding': 'gzip, deflate, br', cookie: 'locale=en' },
      });
    try {
      const first = await get();
      expect(first.headers['content-encoding']).toBe('br');
      const plain = brotliDecompressSync(first.rawPayload).toString();
      let hit = await get();
      for (let i = 0; i < 100 && hit.headers['content-encoding'] !== 'gzip'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        hit = await get();
      }
      expect(hit.headers['x-page-cache']).toBe('hit');
      expect(hit.headers['content-encoding']).toBe('gzip');
      expect(hit.headers['vary']).toContain('accept-encoding');
      expect(hit.headers['cache-control']).toBe('private, no-store');
      const nonce = nonceOf(hit.headers['content-security-policy']);
      const body = gunzipSync(hit.rawPayload).toString();
      expect(body.split(nonce)).toEqual(
        plain.split(nonceOf(first.headers['content-security-policy'])),
      );
      expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });

  it('is off with PAGE_CACHE_MS=0', async () => {
    const { app, sitesDir } = await serverWithFakeSites(undefined);
    try {
      for (const _ of [1, 2]) {
        const page = await app.inject({ url: '/partnership/', headers: { host } });
        expect(page.headers['x-page-cache']).toBeUndefined();
      }
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });
});

describe('web server with some sites mounted', () => {
  it('refuses the hosts of the sites it does not serve', async () => {
    const { app, sitesDir } = await serverWithFakeSites(
      undefined,
      undefined,
      undefined,
      undefined,
      ['main'],
    );
    try {
      const main = await app.inject({ url: '/', headers: { host: 'localhost:3000' } });
      expect(main.statusCode).toBe(200);
      const asia = await app.inject({ url: '/ru/', headers: { host: 'asia.localhost:3000' } });
      expect(asia.statusCode).toBe(421);
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });
});

describe('web server behind HTTPS', () => {
  it('sends HSTS when configured', async () => {
    const { app, sitesDir } = await serverWithFakeSites('http://127.0.0.1:9', undefined, 31536000);
    const response = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    await app.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });
});

describe('web server with an external API', () => {
  it('reports an unreachable API as 502', async () => {
    const { app, sitesDir } = await serverWithFakeSites('http://127.0.0.1:9');
    const response = await app.inject({ url: '/api/v1/health/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'api_unavailable' });
    await app.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it("proxies the API's paths to API_URL, adding the API credential only there", async () => {
    const seen: { url?: string; authorization?: string }[] = [];
    const upstream = createServer((request, response) => {
      seen.push({ url: request.url, authorization: request.headers.authorization });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const { app, sitesDir } = await serverWithFakeSites(`http://127.0.0.1:${port}`, {
      user: 'site',
      password: 's3cret',
    });
    for (const url of [
      '/api/v1/events/?locale=ru',
      '/mock/locale/?file=a.json',
      '/download/Privacy_Policy.pdf',
      '/admin/api/leads.csv',
    ]) {
      // `/admin` is served on the main site's hosts only.
      const host = url.startsWith('/admin') ? 'localhost' : 'asia.localhost';
      const response = await app.inject({ url, headers: { host } });
      expect(response.statusCode).toBe(200);
    }
    expect(seen.map((request) => request.url)).toEqual([
      '/api/v1/events/?locale=ru',
      '/mock/locale/?file=a.json',
      '/download/Privacy_Policy.pdf',
      '/admin/api/leads.csv',
    ]);
    expect(seen[0]?.authorization).toBe(`Basic ${Buffer.from('site:s3cret').toString('base64')}`);
    expect(seen.slice(1).every((request) => request.authorization === undefined)).toBe(true);
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(sitesDir, { recursive: true, force: true });
  });
});

describe('web server hardening (issue 12)', () => {
  let sitesDir: string;
  let app: FastifyInstance;
  const pageCacheMs = 60_000;

  beforeAll(async () => {
    ({ app, sitesDir } = await serverWithFakeSites(
      undefined,
      undefined,
      undefined,
      undefined,
      siteNames,
      pageCacheMs,
      {
        siteOrigins: { ...origins, main: 'https://www.example.com' },
        apiEnv: { ADMIN_USER: 'marketing', ADMIN_PASSWORD: 'admin-password' },
      },
    ));
  });
  afterAll(async () => {
    await app.close();
    rmSync(sitesDir, { recursive: true, force: true });
  });

  it.each([
    ['localhost:abc', {}],
    ['127.0.0.1:99999', {}],
    ['local host', {}],
    ['localhost', { 'x-forwarded-proto': 'javascript' }],
    ['localhost', { 'x-forwarded-proto': 'ftp' }],
  ])('answers Host %s %j with a 400 and the usual error body', async (host, extra) => {
    for (const url of ['/', '/contacts/', '/api/v1/health/']) {
      const response = await app.inject({ url, headers: { host, ...extra } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'bad_request', requestId: expect.any(String) });
    }
  });

  it('prints absolute URLs with the configured origin, never the request line or Host', async () => {
    for (const url of ['//evil.example/sitemap.xml', 'http://evil.example/contacts/']) {
      const response = await app.inject({ url, headers: { host: 'localhost:3000' } });
      // The path stays a path of this site; the URL the site sees has the configured origin.
      expect(response.body).not.toMatch(/\/\/evil\.example|origin=http:\/\/evil/);
      expect(response.body).toContain('origin=https://www.example.com');
      expect(String(response.headers.location ?? '')).not.toContain('evil.example');
    }
    for (const host of ['127.0.0.1:3000', 'localhost:9999']) {
      const page = await app.inject({ url: '/contacts/', headers: { host } });
      expect(page.body).toContain('GET /contacts/');
      expect(page.body).toContain('origin=https://www.example.com');
    }
    const asia = await app.inject({ url: '/ru/contacts/', headers: { host: 'asia.localhost' } });
    expect(asia.body).toContain('origin=http://asia.localhost:3000');
  });

  it('never lets a forwarded protocol or address in without TRUST_PROXY, nor poison the cache', async () => {
    const first = await app.inject({
      url: '/partnership/?p=1',
      headers: { host: 'localhost', 'x-forwarded-proto': 'http', 'x-forwarded-for': '6.6.6.6' },
    });
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await app.inject({ url: '/partnership/?p=1', headers: { host: 'localhost' } });
    expect(second.headers['x-page-cache']).toBe('hit');
  });

  it('keys the page cache on the site, not the raw Host header', async () => {
    const one = await app.inject({ url: '/partnership/?k=1', headers: { host: 'localhost:3000' } });
    const two = await app.inject({ url: '/partnership/?k=1', headers: { host: '127.0.0.1:3000' } });
    expect([one.headers['x-page-cache'], two.headers['x-page-cache']]).toEqual(['miss', 'hit']);
  });

  it('sends pages uncacheable by shared caches, compressed, with the isolation headers', async () => {
    const page = await app.inject({
      url: '/partnership/?c=1',
      headers: { host: 'localhost', 'accept-encoding': 'br, gzip' },
    });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    const json = await app.inject({
      url: '/api/v1/events/?locale=ru',
      headers: { host: 'localhost', 'accept-encoding': 'gzip' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-encoding']).toBe('gzip');
    const hit = await app.inject({
      url: '/partnership/?c=1',
      headers: { host: 'localhost', 'accept-encoding': 'br' },
    });
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers['cache-control']).toBe('private, no-store');
    expect(brotliDecompressSync(hit.rawPayload).toString()).toContain('<h1>main</h1>');
  });

  it('marks the locale cookie Secure when the site is served over HTTPS', async () => {
    const https = await app.inject({ url: '/ru/about/', headers: { host: 'localhost' } });
    const cookie = [https.headers['set-cookie']].flat().find((line) => line?.startsWith('locale='));
    expect(cookie?.split('; ')).toContain('Secure');
    const http = await app.inject({ url: '/ru/', headers: { host: 'idp.localhost' } });
    const plain = [http.headers['set-cookie']].flat().filter((line) => line?.startsWith('locale='));
    for (const line of plain) expect(line).not.toContain('Secure');
  });

  it('serves /admin on the main site only', async () => {
    const authorization = `Basic ${Buffer.from('marketing:admin-password').toString('base64')}`;
    const main = await app.inject({
      url: '/admin/api/leads.csv',
      headers: { host: 'localhost', authorization },
    });
    expect(main.statusCode).toBe(200);
    for (const host of ['idp.localhost', 'asia.localhost:3000']) {
      const response = await app.inject({
        url: '/admin/api/leads.csv',
        headers: { host, authorization },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

const origins = Object.fromEntries(
  siteNames.map((site) => [site, `http://${localHosts[site]}:3000`]),
) as Record<SiteName, string>;

describe("the main site's idp page and the idp host (spec §2.4)", () => {
  it('301s /idp/ to the idp host when its public origin is configured, and renders it otherwise', async () => {
    const withOrigin = await serverWithFakeSites(
      'http://127.0.0.1:9/api/v1',
      undefined,
      undefined,
      undefined,
      ['main', 'idp'],
      0,
      { configuredOrigins: { idp: 'https://idp.example.com' } },
    );
    const without = await serverWithFakeSites(
      'http://127.0.0.1:9/api/v1',
      undefined,
      undefined,
      undefined,
      ['main', 'idp'],
    );
    try {
      const moved = await withOrigin.app.inject({
        url: '/idp/?utm_source=mail',
        headers: { host: 'localhost' },
      });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers['location']).toBe('https://idp.example.com/?utm_source=mail');
      const host = await withOrigin.app.inject({ url: '/', headers: { host: 'idp.localhost' } });
      expect(host.statusCode).toBe(200);
      const rendered = await without.app.inject({ url: '/idp/', headers: { host: 'localhost' } });
      expect(rendered.statusCode).toBe(200);
      expect(rendered.body).toContain('<h1>main</h1>');
    } finally {
      for (const server of [withOrigin, without]) {
        await server.app.close();
        rmSync(server.sitesDir, { recursive: true, force: true });
      }
    }
  });
});

describe('web server timeouts (issue 12)', () => {
  it('closes the socket of a client that never finishes its body', async () => {
    const { app, sitesDir } = await serverWithFakeSites(
      undefined,
      undefined,
      undefined,
      undefined,
      ['main'],
      0,
      { timeouts: { requestMs: 1_000, headersMs: 1_000, keepAliveMs: 500 } },
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      // Each resolves only when the server closes the socket; a server without these timeouts
      // keeps both open and the test fails on jest's timeout.
      const closed = (write: string) =>
        new Promise<'closed'>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => socket.write(write));
          socket.on('data', () => undefined);
          socket.on('error', () => undefined);
          socket.on('close', () => resolve('closed'));
        });
      expect(
        await Promise.all([
          closed(
            'POST /api/v1/subscribe/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
          ),
          closed('GET / HTTP/1.1\r\nHost: localhost\r\n'),
        ]),
      ).toEqual(['closed', 'closed']);
    } finally {
      await app.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
  });
});

describe('probes and metrics of the web server (issue 18)', () => {
  const config = (sitesDir: string) => ({
    hostPatterns: defaultHostPatterns,
    apiUrl: undefined,
    apiCredentials: undefined,
    logLevel: 'silent' as const,
    sitesDir,
    hstsMaxAge: undefined,
    pageCacheMs: 60_000,
  });

  it('answers /healthz and /readyz on any host, and /metrics (pages, requests) behind the admin credential', async () => {
    const sitesDir = mkdtempSync(path.join(tmpdir(), 'sites-'));
    const apiRuntime = await openTestRuntime();
    const lifecycle = createLifecycle();
    const metrics = createMetrics({ defaultMetrics: false });
    const app = await createWebServer({
      config: config(sitesDir),
      sites: { main: fakeSite(sitesDir, 'main') },
      apiRuntime,
      lifecycle,
      metrics,
      metricsExposure: { credentials: { user: 'ops', password: 'pw' } },
    });
    try {
      // A balancer or Prometheus asks by address: no site's host, yet no 421.
      for (const host of ['10.0.0.7:3000', 'unknown.example']) {
        expect((await app.inject({ url: '/healthz', headers: { host } })).json()).toEqual({
          status: 'ok',
        });
        expect((await app.inject({ url: '/readyz', headers: { host } })).json()).toEqual({
          status: 'ready',
        });
      }
      for (let visit = 0; visit < 2; visit += 1)
        await app.inject({ url: '/partnership/', headers: { host: 'localhost' } });

      const host = '10.0.0.7';
      expect((await app.inject({ url: '/metrics', headers: { host } })).statusCode).toBe(401);
      const scraped = await app.inject({
        url: '/metrics',
        headers: { host, authorization: `Basic ${Buffer.from('ops:pw').toString('base64')}` },
      });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.payload).toContain('page_cache_requests_total{site="main",result="miss"} 1\n');
      expect(scraped.payload).toContain('page_cache_requests_total{site="main",result="hit"} 1\n');
      expect(scraped.payload).toContain(
        'http_request_duration_seconds_count{route="/*",method="GET",status="200"} 2\n',
      );
      expect(scraped.payload).toContain(
        'http_request_duration_seconds_count{route="/readyz",method="GET",status="200"} 2\n',
      );

      lifecycle.ready = false;
      const stopping = await app.inject({ url: '/readyz', headers: { host } });
      expect(stopping.statusCode).toBe(503);
      expect(stopping.json()).toEqual({ status: 'stopping' });
    } finally {
      await app.close();
      await apiRuntime.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
    // A PGlite boot, its migrations and the content: slow on a busy machine.
  }, 120_000);

  it('counts wrong passwords on /metrics and on /admin against one budget per address (issue 41)', async () => {
    const sitesDir = mkdtempSync(path.join(tmpdir(), 'sites-'));
    const apiRuntime = await openTestRuntime({
      ADMIN_USER: 'ops',
      ADMIN_PASSWORD: 'pw',
      ADMIN_FAILURE_LIMIT: '2',
    });
    const app = await createWebServer({
      config: config(sitesDir),
      sites: { main: fakeSite(sitesDir, 'main') },
      apiRuntime,
      metrics: createMetrics({ defaultMetrics: false }),
      metricsExposure: { credentials: { user: 'ops', password: 'pw' } },
    });
    const signIn = (url: string, password: string) =>
      app.inject({
        url,
        remoteAddress: '10.41.7.1',
        headers: {
          host: 'localhost',
          authorization: `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`,
        },
      });
    try {
      expect((await signIn('/metrics', 'guess-1')).statusCode).toBe(401);
      expect((await signIn('/admin/api/leads.csv', 'guess-2')).statusCode).toBe(401);
      for (const url of ['/admin/api/leads.csv', '/metrics']) {
        const locked = await signIn(url, 'pw');
        expect(locked.statusCode).toBe(429);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await app.close();
      await apiRuntime.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
    // A PGlite boot, its migrations and the content: slow on a busy machine.
  }, 120_000);

  it('has no /metrics on its port when they have their own (METRICS_PORT) or no credential is set', async () => {
    const sitesDir = mkdtempSync(path.join(tmpdir(), 'sites-'));
    const apiRuntime = await openTestRuntime();
    const metrics = createMetrics({ defaultMetrics: false });
    const apps = [
      await createWebServer({
        config: config(sitesDir),
        sites: { main: fakeSite(sitesDir, 'main') },
        apiRuntime,
        metrics,
        metricsExposure: { port: true },
      }),
      await createWebServer({
        config: config(sitesDir),
        sites: { main: fakeSite(sitesDir, 'main') },
        apiRuntime,
        metrics,
        metricsExposure: { credentials: {} },
      }),
    ];
    try {
      for (const app of apps) {
        const response = await app.inject({
          url: '/metrics',
          headers: { host: 'localhost', authorization: 'Basic b3BzOnB3' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found' });
      }
    } finally {
      for (const app of apps) await app.close();
      await apiRuntime.close();
      rmSync(sitesDir, { recursive: true, force: true });
    }
    // A PGlite boot, its migrations and the content: slow on a busy machine.
  }, 120_000);
});
