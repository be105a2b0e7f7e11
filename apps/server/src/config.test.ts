import path from 'node:path';
import { defaultHostPatterns } from './site-definitions';
import { loadServerConfig } from './config';

describe('loadServerConfig', () => {
  it('defaults to every site on localhost:3000 with the API in process', () => {
    const config = loadServerConfig({}, '/srv/dist/apps');
    expect(config).toEqual({
      port: 3000,
      host: 'localhost',
      logLevel: 'info',
      sitesDir: '/srv/dist/apps',
      apiUrl: undefined,
      hostPatterns: defaultHostPatterns,
      sites: ['main', 'asia', 'idp', 'techpod', 'machine', 'mount'],
      pageDataCacheMs: 10_000,
      pageCacheMs: 1_000,
      thirdParty: { connect: [], frame: [], img: [], script: [], media: [] },
      hstsMaxAge: undefined,
      apiCredentials: undefined,
      siteOrigins: {
        main: 'http://localhost:3000',
        asia: 'http://asia.localhost:3000',
        idp: 'http://idp.localhost:3000',
        techpod: 'http://techpod.localhost:3000',
        machine: 'http://digitalproduction.localhost:3000',
        mount: 'http://digitalmining.localhost:3000',
      },
      configuredOrigins: {},
      trustProxy: [],
      timeouts: { requestMs: 60_000, headersMs: 15_000, keepAliveMs: 5_000 },
      adminSite: 'main',
      shutdown: { delayMs: 0, timeoutMs: 20_000 },
      metrics: { credentials: { user: undefined, password: undefined } },
      contentNow: undefined,
    });
  });

  it('fixes the upcoming/past instant only when CONTENT_NOW is set, and refuses a bad value', () => {
    expect(loadServerConfig({ CONTENT_NOW: '' }, '/srv').contentNow).toBeUndefined();
    expect(
      loadServerConfig({ CONTENT_NOW: '2026-11-20T12:00:00+03:00' }, '/srv').contentNow,
    ).toEqual(new Date('2026-11-20T09:00:00Z'));
    for (const bad of ['tomorrow', '2026-11-20', '2026-11-20T09:00:00', '2026-02-30T09:00:00Z']) {
      expect(() => loadServerConfig({ CONTENT_NOW: bad }, '/srv')).toThrow(
        /^Invalid server configuration:\n {2}CONTENT_NOW: must be an ISO 8601 date-time with a zone, such as 2026-11-20T09:00:00Z$/,
      );
    }
  });

  it('reads the graceful stop and where /metrics is served', () => {
    const onPort = loadServerConfig(
      { SHUTDOWN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '25000', METRICS_PORT: '9464' },
      '/srv',
    );
    expect(onPort.shutdown).toEqual({ delayMs: 5000, timeoutMs: 25000 });
    expect(onPort.metrics).toEqual({ port: 9464 });
    expect(loadServerConfig({ ADMIN_USER: 'm', ADMIN_PASSWORD: 'p' }, '/srv').metrics).toEqual({
      credentials: { user: 'm', password: 'p' },
    });
    expect(() => loadServerConfig({ METRICS_PORT: 'x', SHUTDOWN_DELAY_MS: '-1' }, '/srv')).toThrow(
      /SHUTDOWN_DELAY_MS[\s\S]*METRICS_PORT|METRICS_PORT[\s\S]*SHUTDOWN_DELAY_MS/,
    );
  });

  it('takes each site origin and the trusted proxies from the environment, and refuses bad ones', () => {
    const config = loadServerConfig(
      {
        SITE_ORIGIN_MAIN: 'https://www.example.com/',
        PORT: '8080',
        TRUST_PROXY: '10.0.0.0/8, loopback',
      },
      '/srv',
    );
    expect(config.siteOrigins.main).toBe('https://www.example.com');
    expect(config.siteOrigins.asia).toBe('http://asia.localhost:8080');
    // Only the origins set in the environment count as configured (spec §2.4 cross-host rows).
    expect(config.configuredOrigins).toEqual({ main: 'https://www.example.com' });
    expect(config.trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadServerConfig({ SITE_ORIGIN_IDP: 'https://idp.example/path' }, '/srv')).toThrow(
      /SITE_ORIGIN_IDP/,
    );
    expect(() => loadServerConfig({ SITE_ORIGIN_IDP: 'javascript:alert(1)' }, '/srv')).toThrow(
      /SITE_ORIGIN_IDP/,
    );
    expect(() => loadServerConfig({ TRUST_PROXY: 'everyone' }, '/srv')).toThrow(/TRUST_PROXY/);
  });

  it('mounts only the sites named in SITES, and refuses an unknown name', () => {
    expect(loadServerConfig({ SITES: 'main, asia' }, '/srv').sites).toEqual(['main', 'asia']);
    expect(() => loadServerConfig({ SITES: 'main,shop' }, '/srv')).toThrow(/SITES/);
  });

  it('lets the pages reach the analytics and captcha services only when they are configured', () => {
    const config = loadServerConfig(
      { ANALYTICS_ID: '12345', CAPTCHA_SITE_KEY: 'ysc1_key' },
      '/srv/dist/apps',
    );
    expect(config.thirdParty).toEqual({
      connect: ['https://mc.yandex.ru', 'https://smartcaptcha.yandexcloud.net'],
      frame: ['https://smartcaptcha.yandexcloud.net'],
      img: ['https://mc.yandex.ru'],
      script: [],
      media: [],
    });
  });

  it('lets the pages load the configured third-party scripts from their origins only', () => {
    const config = loadServerConfig(
      {
        CHAT_SCRIPT_URL: 'https://chat.example.com/w.js',
        PIXEL_SCRIPT_URL: 'javascript:alert(1)',
      },
      '/srv/dist/apps',
    );
    expect(config.thirdParty).toEqual({
      connect: ['https://chat.example.com'],
      frame: [],
      img: [],
      script: ['https://chat.example.com'],
      media: [],
    });
  });

  it('lets the pages play media from MEDIA_ORIGIN: an https origin, or http on a local host', () => {
    expect(loadServerConfig({}, '/srv').thirdParty.media).toEqual([]);
    expect(
      loadServerConfig({ MEDIA_ORIGIN: 'https://media.example.com/' }, '/srv').thirdParty.media,
    ).toEqual(['https://media.example.com']);
    expect(
      loadServerConfig({ MEDIA_ORIGIN: 'http://127.0.0.1:4920' }, '/srv').thirdParty.media,
    ).toEqual(['http://127.0.0.1:4920']);
    for (const bad of [
      'http://media.example.com',
      'https://media.example.com/videos/',
      'media.example.com',
      'ftp://media.example.com',
      'https://user:secret@media.example.com',
    ])
      expect(() => loadServerConfig({ MEDIA_ORIGIN: bad }, '/srv')).toThrow(/MEDIA_ORIGIN/);
  });

  it('takes port, host, API URL and host patterns from the environment', () => {
    const config = loadServerConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        API_URL: 'http://api.internal:3333',
        SITES_DIR: 'build',
        SITE_HOSTS_MAIN: 'corp.example, www.corp.example',
      },
      '/unused',
    );
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.apiUrl).toBe('http://api.internal:3333');
    expect(config.sitesDir).toBe(path.resolve('build'));
    expect(config.hostPatterns.main).toEqual(['corp.example', 'www.corp.example']);
    expect(config.hostPatterns.asia).toEqual(defaultHostPatterns.asia);
  });

  it("serves each site on its configured origin's host and its local host, nothing else by default", () => {
    const config = loadServerConfig(
      {
        SITE_ORIGIN_ASIA: 'https://asia.example.kz',
        SITE_ORIGIN_MAIN: 'https://www.example.com',
        SITE_ORIGIN_IDP: 'http://[::1]:8080',
        SITE_HOSTS_TECHPOD: 'techpod.example.ru',
        SITE_ORIGIN_TECHPOD: 'https://techpod.example.com',
      },
      '/srv',
    );
    expect(config.hostPatterns).toEqual({
      asia: ['asia.example.kz', 'asia.localhost'],
      idp: ['::1', 'idp.localhost'],
      // SITE_HOSTS replaces the list.
      techpod: ['techpod.example.ru'],
      machine: ['digitalproduction.localhost', 'proizvodstvo.localhost'],
      mount: ['digitalmining.localhost'],
      main: ['www.example.com', 'localhost', '127.0.0.1', '::1'],
    });
    for (const patterns of Object.values(loadServerConfig({}, '/srv').hostPatterns))
      expect(patterns.filter((pattern) => pattern.includes('*'))).toEqual([]);
  });

  it('fails with one clear message naming every bad variable', () => {
    expect(() =>
      loadServerConfig(
        { PORT: '70000', API_URL: 'ftp://api', SITE_HOSTS_ASIA: 'asia/evil' },
        '/unused',
      ),
    ).toThrow(
      /^Invalid server configuration:\n {2}PORT: .+\n {2}API_URL: .+\n {2}SITE_HOSTS_ASIA: Invalid host pattern "asia\/evil"/,
    );
  });
});
