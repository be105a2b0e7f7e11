import { loadOutboxConfig } from './outbox-config';

describe('loadOutboxConfig', () => {
  it('defaults everything and leaves both targets unconfigured on an empty environment', () => {
    expect(loadOutboxConfig({})).toEqual({
      webhookUrl: undefined,
      webhookToken: undefined,
      brand: 'Ferrum Digital',
      smtpUrl: undefined,
      mailFrom: 'website@ferrum-digital.example',
      mailTo: [],
      mailToBy: {},
      maxAttempts: 10,
      baseDelayMs: 30_000,
      maxDelayMs: 3_600_000,
      pollIntervalMs: 2_000,
      batchSize: 20,
      lockMs: 30_000,
      timeoutMs: 10_000,
      idempotencyTtlMs: 86_400_000,
    });
  });

  it('treats blank variables as unset', () => {
    const config = loadOutboxConfig({
      MARKETING_WEBHOOK_URL: '',
      SMTP_URL: ' ',
      LEADS_NOTIFY_TO: '',
      OUTBOX_BATCH: '',
    });
    expect(config.webhookUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailTo).toEqual([]);
    expect(config.batchSize).toBe(20);
  });

  it('reads every variable', () => {
    expect(
      loadOutboxConfig({
        MARKETING_WEBHOOK_URL: 'https://crm.example/hooks/leads',
        MARKETING_WEBHOOK_TOKEN: 't0ken',
        MARKETING_BRAND: 'Ferrum Asia',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Website <web@ferrum.example>',
        LEADS_NOTIFY_TO: 'sales@ferrum.example, crm@ferrum.example;hr@ferrum.example',
        OUTBOX_MAX_ATTEMPTS: '3',
        OUTBOX_BASE_DELAY_MS: '500',
        OUTBOX_MAX_DELAY_MS: '8000',
        OUTBOX_POLL_MS: '250',
        OUTBOX_BATCH: '5',
        OUTBOX_LOCK_MS: '45000',
        OUTBOX_TIMEOUT_MS: '3000',
        IDEMPOTENCY_TTL_MS: '3600000',
      }),
    ).toEqual({
      webhookUrl: 'https://crm.example/hooks/leads',
      webhookToken: 't0ken',
      brand: 'Ferrum Asia',
      smtpUrl: 'smtps://user:pass@mail.example:465',
      mailFrom: 'Website <web@ferrum.example>',
      mailTo: ['sales@ferrum.example', 'crm@ferrum.example', 'hr@ferrum.example'],
      mailToBy: {},
      maxAttempts: 3,
      baseDelayMs: 500,
      maxDelayMs: 8000,
      pollIntervalMs: 250,
      batchSize: 5,
      lockMs: 45_000,
      timeoutMs: 3000,
      idempotencyTtlMs: 3_600_000,
    });
  });

  it('names every bad variable in one message, without echoing the values', () => {
    let message = '';
    try {
      loadOutboxConfig({
        MARKETING_WEBHOOK_URL: 'ftp://crm.example/hook',
        SMTP_URL: 'http://secret-password@mail.example',
        LEADS_NOTIFY_TO: 'sales@ferrum.example, not-an-address',
        OUTBOX_MAX_ATTEMPTS: '0',
        OUTBOX_BATCH: 'many',
        OUTBOX_TIMEOUT_MS: '2.5',
        IDEMPOTENCY_TTL_MS: '59999',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid outbox configuration:/);
    for (const name of [
      'MARKETING_WEBHOOK_URL',
      'SMTP_URL',
      'LEADS_NOTIFY_TO',
      'OUTBOX_MAX_ATTEMPTS',
      'OUTBOX_BATCH',
      'OUTBOX_TIMEOUT_MS',
      'IDEMPOTENCY_TTL_MS',
    ]) {
      expect(message).toContain(`  ${name}`);
    }
    expect(message).not.toContain('OUTBOX_POLL_MS');
    expect(message).not.toContain('secret-password');
  });

  it('refuses a cap below the base', () => {
    expect(() =>
      loadOutboxConfig({ OUTBOX_BASE_DELAY_MS: '10000', OUTBOX_MAX_DELAY_MS: '1000' }),
    ).toThrow(/OUTBOX_MAX_DELAY_MS: must not be less than OUTBOX_BASE_DELAY_MS/);
  });

  it('accepts a claim shorter than the attempt timeout: the heartbeat extends it', () => {
    expect(loadOutboxConfig({ OUTBOX_LOCK_MS: '5000', OUTBOX_TIMEOUT_MS: '20000' })).toMatchObject({
      lockMs: 5_000,
      timeoutMs: 20_000,
    });
    expect(() => loadOutboxConfig({ OUTBOX_LOCK_MS: '999' })).toThrow(/OUTBOX_LOCK_MS/);
  });

  it('keeps idempotency keys at least a minute', () => {
    expect(loadOutboxConfig({ IDEMPOTENCY_TTL_MS: '60000' }).idempotencyTtlMs).toBe(60_000);
    expect(() => loadOutboxConfig({ IDEMPOTENCY_TTL_MS: '1000' })).toThrow(
      /IDEMPOTENCY_TTL_MS: .*60000/,
    );
    expect(() => loadOutboxConfig({ IDEMPOTENCY_TTL_MS: '1d' })).toThrow(/IDEMPOTENCY_TTL_MS/);
  });
});
