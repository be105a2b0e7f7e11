import { z } from 'zod';
import { notifyLeadTypes, notifyKey, notifySites, notifySuffixes } from './lead-recipients';

/** An unset variable and an empty one (`NAME=` in an env file) mean the same: not configured. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema,
  );

const integer = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  blankAsUnset(z.coerce.number().int().min(min).max(max).default(fallback));

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .optional();

const smtpUrl = z
  .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
  .optional();

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(/[,;]/)
      .map((address) => address.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be an e-mail address (the list is comma-separated)' })))
  .optional();

const envSchema = z
  .object({
    MARKETING_WEBHOOK_URL: blankAsUnset(httpUrl),
    MARKETING_WEBHOOK_TOKEN: blankAsUnset(z.string().optional()),
    MARKETING_BRAND: blankAsUnset(z.string().default('Ferrum Digital')),
    SMTP_URL: blankAsUnset(smtpUrl),
    MAIL_FROM: blankAsUnset(z.string().default('website@ferrum-digital.example')),
    LEADS_NOTIFY_TO: blankAsUnset(emailList),
    OUTBOX_MAX_ATTEMPTS: integer(10, 1, 1000),
    OUTBOX_BASE_DELAY_MS: integer(30_000, 0),
    OUTBOX_MAX_DELAY_MS: integer(3_600_000, 0),
    OUTBOX_POLL_MS: integer(2_000, 10),
    OUTBOX_BATCH: integer(20, 1, 1000),
    OUTBOX_LOCK_MS: integer(30_000, 1_000),
    OUTBOX_TIMEOUT_MS: integer(10_000, 100),
    // Shorter than a minute would defeat a client's retries of the same lead.
    IDEMPOTENCY_TTL_MS: integer(86_400_000, 60_000),
  })
  .superRefine((env, ctx) => {
    if (env.OUTBOX_MAX_DELAY_MS < env.OUTBOX_BASE_DELAY_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['OUTBOX_MAX_DELAY_MS'],
        message: 'must not be less than OUTBOX_BASE_DELAY_MS',
      });
    }
    // No bound between OUTBOX_LOCK_MS and OUTBOX_TIMEOUT_MS: the worker extends its claims
    // every lockMs / 3 while it delivers, so a claim outlives a slow attempt.
  });

/** What the outbox worker needs: the two targets and the retry policy. */
export interface OutboxConfig {
  /**
   * The marketing-automation base URL: a lead is posted to `<base>/footer/form` or
   * `<base>/modal/form` (spec §7, see `marketingUrl`); absent → webhook deliveries are `skipped`.
   */
  webhookUrl?: string;
  /** Sent as `Authorization: Bearer …` when set. */
  webhookToken?: string;
  /** `subscriptions[].brand` of the marketing payload. */
  brand: string;
  /** `smtp://` or `smtps://` with credentials; absent → e-mail deliveries are `skipped`. */
  smtpUrl?: string;
  mailFrom: string;
  /** The sales inbox(es) of every lead no `mailToBy` entry names (`LEADS_NOTIFY_TO`). */
  mailTo: string[];
  /**
   * `LEADS_NOTIFY_TO_<SITE>`, `_<TYPE>`, `_<SITE>_<TYPE>` by suffix (see `recipientsFor`: the
   * most specific set one wins); a lead with no recipient at all has its e-mail `skipped`.
   */
  mailToBy?: Readonly<Record<string, string[]>>;
  /** Attempts before a delivery is dead-lettered (`dead`). */
  maxAttempts: number;
  /** Delay after the first failure; doubled after each further one … */
  baseDelayMs: number;
  /** … up to this bound. */
  maxDelayMs: number;
  pollIntervalMs: number;
  batchSize: number;
  /**
   * How long a claim lasts without a heartbeat: the worker extends its claims every `lockMs / 3`
   * while it delivers, so a row still `processing` after this long belonged to a crashed worker
   * and is claimed again.
   */
  lockMs: number;
  /** Per attempt: the webhook request, and each SMTP connection phase. */
  timeoutMs: number;
  /** `idempotency_keys` rows older than this are deleted (a retry after it makes a new lead). */
  idempotencyTtlMs: number;
}

/**
 * Reads the outbox settings from the environment (see the README's configuration table);
 * throws one message listing every bad variable.
 */
export function loadOutboxConfig(env: NodeJS.ProcessEnv): OutboxConfig {
  const result = envSchema.safeParse(env);
  const notify = notifyLists(env);
  const lines = [
    ...(result.error?.issues ?? []).map((issue) => `  ${issue.path.join('.')}: ${issue.message}`),
    ...notify.issues,
  ];
  if (!result.success || lines.length > 0) {
    throw new Error(`Invalid outbox configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  return {
    webhookUrl: parsed.MARKETING_WEBHOOK_URL,
    webhookToken: parsed.MARKETING_WEBHOOK_TOKEN,
    brand: parsed.MARKETING_BRAND,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    mailTo: parsed.LEADS_NOTIFY_TO ?? [],
    mailToBy: notify.lists,
    maxAttempts: parsed.OUTBOX_MAX_ATTEMPTS,
    baseDelayMs: parsed.OUTBOX_BASE_DELAY_MS,
    maxDelayMs: parsed.OUTBOX_MAX_DELAY_MS,
    pollIntervalMs: parsed.OUTBOX_POLL_MS,
    batchSize: parsed.OUTBOX_BATCH,
    lockMs: parsed.OUTBOX_LOCK_MS,
    timeoutMs: parsed.OUTBOX_TIMEOUT_MS,
    idempotencyTtlMs: parsed.IDEMPOTENCY_TTL_MS,
  };
}

const notifyPrefix = 'LEADS_NOTIFY_TO_';
const notifyList = blankAsUnset(emailList);

/**
 * The `LEADS_NOTIFY_TO_<SITE>`, `_<TYPE>` and `_<SITE>_<TYPE>` variables that are set, by
 * suffix; a suffix naming no site or lead type, or a bad address, is an issue naming the variable.
 */
function notifyLists(env: NodeJS.ProcessEnv): {
  lists: Record<string, string[]>;
  issues: string[];
} {
  const lists: Record<string, string[]> = {};
  const issues: string[] = [];
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.startsWith(notifyPrefix)) continue;
    const parsed = notifyList.safeParse(value);
    if (!parsed.success) {
      issues.push(`  ${name}: ${parsed.error.issues[0]?.message ?? 'must be e-mail addresses'}`);
    }
    const suffix = name.slice(notifyPrefix.length);
    if (!notifySuffixes.has(suffix)) {
      if (parsed.success && parsed.data === undefined) continue; // blank: as if unset
      issues.push(
        `  ${name}: names no site or lead type; use ${notifyPrefix}<SITE>, ${notifyPrefix}<TYPE> or ${notifyPrefix}<SITE>_<TYPE> with SITE one of ${notifySites.map(notifyKey).join(', ')} and TYPE one of ${notifyLeadTypes.map(notifyKey).join(', ')}`,
      );
      continue;
    }
    if (parsed.success && parsed.data && parsed.data.length > 0) lists[suffix] = parsed.data;
  }
  return { lists, issues };
}
