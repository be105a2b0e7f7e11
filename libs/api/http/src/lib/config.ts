import { trustProxySchema } from '@corp/api/core';
import { contentNowSchema } from '@corp/shared/contracts';
import { loadAdminConfig } from '@corp/api/admin';
import type { AdminConfig } from '@corp/api/admin';
import { loadPreviewConfig } from '@corp/api/editorial';
import type { PreviewConfig } from '@corp/api/editorial';
import { loadOutboxConfig } from '@corp/api/outbox';
import { s3ConfigFromEnv } from '@corp/api/db';
import type { S3StoreConfig } from '@corp/api/db';
import type { OutboxConfig } from '@corp/api/outbox';
import { loadPrivacyConfig } from '@corp/api/privacy';
import type { PrivacyConfig } from '@corp/api/privacy';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const optional = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);

const configSchema = z
  .object({
    API_PORT: z.coerce.number().int().min(1).max(65535).default(3333),
    HOST: z.string().min(1).default('localhost'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DATABASE_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
        .optional(),
    ),
    DATA_DIR: z.string().min(1).default('.data'),
    CONTENT_DIR: z.string().min(1).default('content'),
    UPLOADS_DIR: optional,
    /** Where uploaded files go: `database` (every process reads them), `disk` (UPLOADS_DIR) or `s3` (S3_*). */
    FILE_STORE: z.enum(['database', 'disk', 's3']).default('database'),
    CONTENT_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
    API_USER: optional,
    API_PASSWORD: optional,
    CAPTCHA_SECRET: optional,
    CAPTCHA_VERIFY_URL: z.url().default('https://smartcaptcha.yandexcloud.net/validate'),
    OUTBOX_ENABLED: z.enum(['true', 'false']).default('true'),
    /** Leads (feedback, feedback-resume, subscribe) one address may send per minute. */
    LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
    /** Consent records (save-fingerprint) one address may send per minute. */
    CONSENT_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
    /** Core Web Vitals beacons (web-vitals) one address may send per minute. */
    VITALS_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
    /** Failed `/admin` sign-ins one address may make per 15 minutes before it must wait. */
    ADMIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Redis for rate-limit counters shared by every process; in memory when unset. */
    REDIS_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.url({ protocol: /^rediss?$/ }).optional(),
    ),
    /** Put before every Redis key, so several deployments (or tests) can share one Redis. */
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w.:-]{0,64}$/, 'letters, digits, _ . : - only (up to 64)')
      .default(''),
    /** Longest wait for one Redis command; past it a limit decides without Redis (ADR 0023). */
    REDIS_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(250),
    /** Graceful stop: how long readiness answers 503 before the port closes (the balancer notices). */
    SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
    /** Graceful stop: longest wait for the connections still open once the port is closed. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
    /** Serve /metrics on this port (no credential, keep it private); unset, behind the admin credential. */
    METRICS_PORT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(1).max(65535).optional(),
    ),
    /**
     * The proxies whose X-Forwarded-For/-Proto are believed (comma-separated addresses or
     * CIDRs, `loopback`, …); none by default, so a client cannot choose its own address.
     */
    TRUST_PROXY: trustProxySchema,
    /**
     * Tests only: the instant at which events and webinars are split into upcoming and past;
     * unset, the real time.
     */
    CONTENT_NOW: contentNowSchema,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.API_USER) !== Boolean(env.API_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.API_USER ? 'API_PASSWORD' : 'API_USER'],
        message: 'set API_USER and API_PASSWORD together, or neither',
      });
    }
  });

export interface ApiConfig {
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  contentDir: string;
  /** Resume files with `fileStore: 'disk'`, and older files: outside any web root (default `<dataDir>/uploads`). */
  uploadsDir: string;
  /** Where uploaded files are stored: `database` (the default), `disk` (`uploadsDir`) or `s3`. */
  fileStore: 'database' | 'disk' | 's3';
  /** The bucket with `fileStore: 's3'` (`S3_ENDPOINT`, `S3_BUCKET`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`). */
  s3?: S3StoreConfig;
  contentCacheMs: number;
  /** Basic-auth credential `/api/v1` requires when both are set. */
  apiCredentials?: { user: string; password: string };
  captcha: { secret?: string; verifyUrl: string };
  outboxEnabled: boolean;
  outbox: OutboxConfig;
  /** Per-address limits (requests per window) and the shared store of their counters. */
  limits: {
    leadsPerMinute: number;
    consentPerMinute: number;
    /** Core Web Vitals beacons (`VITALS_RATE_LIMIT`). */
    vitalsPerMinute: number;
    adminFailuresPer15Minutes: number;
    redisUrl?: string;
    /** Put before every Redis key (`REDIS_KEY_PREFIX`). */
    redisKeyPrefix: string;
    /** Longest wait for one Redis command (`REDIS_TIMEOUT_MS`): leads then pass, sign-ins count locally. */
    redisTimeoutMs: number;
  };
  /** Graceful stop (`SHUTDOWN_DELAY_MS`, `SHUTDOWN_TIMEOUT_MS`). */
  shutdown: { delayMs: number; timeoutMs: number };
  /** `/metrics` on its own port (`METRICS_PORT`); unset, on the API's port behind the admin credential. */
  metricsPort?: number;
  /** Proxy addresses trusted for X-Forwarded-* (`TRUST_PROXY`); none when empty. */
  trustProxy: string[];
  admin: AdminConfig;
  /** Preview links (`PREVIEW_SECRET`, `PREVIEW_TTL_MINUTES`, `SITE_ORIGIN_*`) and `SCHEDULE_POLL_MS`. */
  preview: PreviewConfig;
  /**
   * The fixed instant at which the content calls split events and webinars into upcoming and
   * past (`CONTENT_NOW`, set by the end-to-end servers); unset, the real time of each request.
   */
  contentNow?: Date;
  /** Retention (`LEAD_RETENTION_DAYS`, `CONSENT_RETENTION_DAYS`; `RETENTION_NOW` in tests only). */
  privacy: PrivacyConfig;
}

/** Reads the environment; throws one message listing every bad variable. */
export function loadApiConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const problems: string[] = [];
  const result = configSchema.safeParse(env);
  if (!result.success)
    problems.push(
      ...result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`),
    );
  let outbox: OutboxConfig | undefined;
  let admin: AdminConfig | undefined;
  let preview: PreviewConfig | undefined;
  let privacy: PrivacyConfig | undefined;
  for (const load of [
    () => (outbox = loadOutboxConfig(env)),
    () => (admin = loadAdminConfig(env)),
    () => (preview = loadPreviewConfig(env)),
    () => (privacy = loadPrivacyConfig(env)),
  ]) {
    try {
      load();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      problems.push(...(lines.length > 1 ? lines.slice(1) : [`  ${lines[0]}`]));
    }
  }
  const s3 = env['FILE_STORE'] === 's3' ? s3ConfigFromEnv(env) : undefined;
  if (s3 && 'missing' in s3)
    problems.push(...s3.missing.map((name) => `  ${name}: required with FILE_STORE=s3`));
  if (!result.success || !outbox || !admin || !preview || !privacy || problems.length) {
    throw new Error(`Invalid API configuration:\n${problems.join('\n')}`);
  }
  const parsed = result.data;
  return {
    port: parsed.API_PORT,
    host: parsed.HOST,
    logLevel: parsed.LOG_LEVEL,
    databaseUrl: parsed.DATABASE_URL,
    // `memory` keeps PGlite in memory (tests, e2e); anything else is a folder.
    dataDir: parsed.DATA_DIR === 'memory' ? 'memory' : path.resolve(parsed.DATA_DIR),
    contentDir: path.resolve(parsed.CONTENT_DIR),
    uploadsDir: path.resolve(
      parsed.UPLOADS_DIR ??
        (parsed.DATA_DIR === 'memory'
          ? path.join(tmpdir(), 'corp-api-uploads')
          : path.join(parsed.DATA_DIR, 'uploads')),
    ),
    fileStore: parsed.FILE_STORE,
    ...(s3 && 'config' in s3 ? { s3: s3.config } : {}),
    contentCacheMs: parsed.CONTENT_CACHE_MS,
    apiCredentials:
      parsed.API_USER && parsed.API_PASSWORD
        ? { user: parsed.API_USER, password: parsed.API_PASSWORD }
        : undefined,
    captcha: { secret: parsed.CAPTCHA_SECRET, verifyUrl: parsed.CAPTCHA_VERIFY_URL },
    outboxEnabled: parsed.OUTBOX_ENABLED === 'true',
    outbox,
    limits: {
      leadsPerMinute: parsed.LEAD_RATE_LIMIT,
      consentPerMinute: parsed.CONSENT_RATE_LIMIT,
      vitalsPerMinute: parsed.VITALS_RATE_LIMIT,
      adminFailuresPer15Minutes: parsed.ADMIN_FAILURE_LIMIT,
      redisUrl: parsed.REDIS_URL,
      redisKeyPrefix: parsed.REDIS_KEY_PREFIX,
      redisTimeoutMs: parsed.REDIS_TIMEOUT_MS,
    },
    shutdown: { delayMs: parsed.SHUTDOWN_DELAY_MS, timeoutMs: parsed.SHUTDOWN_TIMEOUT_MS },
    metricsPort: parsed.METRICS_PORT,
    trustProxy: parsed.TRUST_PROXY,
    admin,
    preview,
    contentNow: parsed.CONTENT_NOW,
    privacy,
  };
}
