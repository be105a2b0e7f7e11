import { contentNowSchema } from '@corp/shared/contracts';
import { z } from 'zod';

/** The consent cookie's lifetime (spec §4, §9: 94608e6 ms, "about 3 years"), in days. */
export const CONSENT_COOKIE_DAYS = 94608e6 / 86_400_000;
/** Kept this much longer than the cookie lives, to prove a consent that was still in force. */
export const CONSENT_MARGIN_DAYS = 30;
export const DEFAULT_LEAD_RETENTION_DAYS = 730;
export const DEFAULT_CONSENT_RETENTION_DAYS = CONSENT_COOKIE_DAYS + CONSENT_MARGIN_DAYS;

const days = (fallback: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(36_500, 'must be at most 36500 days')
      .default(fallback),
  );

const envSchema = z.object({
  LEAD_RETENTION_DAYS: days(DEFAULT_LEAD_RETENTION_DAYS),
  CONSENT_RETENTION_DAYS: days(DEFAULT_CONSENT_RETENTION_DAYS),
  /** Tests only: the retention job's clock (an ISO date-time with its zone); unset, the real time. */
  RETENTION_NOW: contentNowSchema,
});

export interface PrivacyConfig {
  /** Leads, their files and outbox rows are deleted this many days after they came in. */
  leadRetentionDays: number;
  /** Cookie consent records are deleted this many days after they were made. */
  consentRetentionDays: number;
  /** Tests only (`RETENTION_NOW`): the instant the retention job takes as now. */
  retentionNow?: Date;
}

/** Reads the retention settings; throws one message listing every bad variable. */
export function loadPrivacyConfig(env: NodeJS.ProcessEnv): PrivacyConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid privacy configuration:\n${lines.join('\n')}`);
  }
  return {
    leadRetentionDays: result.data.LEAD_RETENTION_DAYS,
    consentRetentionDays: result.data.CONSENT_RETENTION_DAYS,
    ...(result.data.RETENTION_NOW ? { retentionNow: result.data.RETENTION_NOW } : {}),
  };
}
