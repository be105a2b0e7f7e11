import path from 'node:path';
import { loadApiConfig } from './config';

describe('loadApiConfig', () => {
  it('has local defaults: PGlite in .data, content/, uploads inside the data folder, no credentials', () => {
    const config = loadApiConfig({});
    expect(config).toMatchObject({
      port: 3333,
      host: 'localhost',
      logLevel: 'info',
      databaseUrl: undefined,
      dataDir: path.resolve('.data'),
      contentDir: path.resolve('content'),
      uploadsDir: path.resolve('.data/uploads'),
      apiCredentials: undefined,
      captcha: { secret: undefined, verifyUrl: 'https://smartcaptcha.yandexcloud.net/validate' },
      outboxEnabled: true,
      admin: { sessionIdleMinutes: 30, sessionHours: 12 },
      fileStore: 'database',
      shutdown: { delayMs: 0, timeoutMs: 20_000 },
      metricsPort: undefined,
    });
    expect(config.limits.redisKeyPrefix).toBe('');
    expect(config.limits.redisTimeoutMs).toBe(250);
    expect(config.outbox.webhookUrl).toBeUndefined();
  });

  it('reads the settings of a deployment with several processes', () => {
    const config = loadApiConfig({
      FILE_STORE: 'disk',
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: 'site-a:',
      REDIS_TIMEOUT_MS: '400',
      SHUTDOWN_DELAY_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '25000',
      METRICS_PORT: '9464',
    });
    expect(config).toMatchObject({
      fileStore: 'disk',
      limits: {
        redisUrl: 'redis://127.0.0.1:6379',
        redisKeyPrefix: 'site-a:',
        redisTimeoutMs: 400,
      },
      shutdown: { delayMs: 5000, timeoutMs: 25000 },
      metricsPort: 9464,
    });
    expect(() =>
      loadApiConfig({ FILE_STORE: 'ftp', REDIS_KEY_PREFIX: 'a b', REDIS_TIMEOUT_MS: '0' }),
    ).toThrow(/FILE_STORE[\s\S]*REDIS_KEY_PREFIX[\s\S]*REDIS_TIMEOUT_MS/);
  });

  it('keeps PGlite in memory for DATA_DIR=memory', () => {
    expect(loadApiConfig({ DATA_DIR: 'memory', UPLOADS_DIR: '/tmp/u' })).toMatchObject({
      dataDir: 'memory',
      uploadsDir: '/tmp/u',
    });
  });

  it('reads PostgreSQL, credentials and the captcha secret', () => {
    const config = loadApiConfig({
      DATABASE_URL: 'postgres://app@db:5432/site',
      API_USER: 'site',
      API_PASSWORD: 'pw',
      CAPTCHA_SECRET: 'sec',
    });
    expect(config.databaseUrl).toBe('postgres://app@db:5432/site');
    expect(config.apiCredentials).toEqual({ user: 'site', password: 'pw' });
    expect(config.captcha.secret).toBe('sec');
  });

  it('names every invalid variable, the outbox ones included', () => {
    expect(() =>
      loadApiConfig({
        API_PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        MARKETING_WEBHOOK_URL: 'not a url',
      }),
    ).toThrow(
      /Invalid API configuration:\n {2}API_PORT: .*\n {2}DATABASE_URL: .*\n {2}MARKETING_WEBHOOK_URL: /,
    );
  });

  it('splits upcoming and past content at CONTENT_NOW when it is set, and refuses a bad value', () => {
    expect(loadApiConfig({}).contentNow).toBeUndefined();
    expect(loadApiConfig({ CONTENT_NOW: '2026-11-20T09:00:00Z' }).contentNow).toEqual(
      new Date('2026-11-20T09:00:00Z'),
    );
    expect(() => loadApiConfig({ CONTENT_NOW: '20.11.2026' })).toThrow(
      /Invalid API configuration:\n {2}CONTENT_NOW: must be an ISO 8601 date-time with a zone/,
    );
  });

  it('wants credentials in pairs', () => {
    expect(() => loadApiConfig({ API_USER: 'only-user' })).toThrow(
      /API_PASSWORD: set API_USER and API_PASSWORD together/,
    );
    expect(() => loadApiConfig({ ADMIN_PASSWORD: 'pw' })).toThrow(/ADMIN_USER/);
  });
});
