import { siteNames } from '@corp/shared/contracts';
import type { SiteName } from '@corp/shared/contracts';
import { z } from 'zod';

/** What preview links and the scheduler need from the environment. */
export interface PreviewConfig {
  /** `PREVIEW_SECRET`: the links' signing key; unset, a random one kept in the database. */
  secret?: string;
  /** `PREVIEW_TTL_MINUTES` (default 60): how long a link opens the draft. */
  ttlMinutes: number;
  /** `SITE_ORIGIN_*`: each site's public origin, where a link points. */
  siteOrigins: Partial<Record<SiteName, string>>;
  /** `SCHEDULE_POLL_MS` (default 1000): how often due publish/unpublish schedules are run. */
  schedulePollMs: number;
}

const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const origin = z.preprocess(
  blank,
  z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin' })
    .transform((value) => new URL(value).origin)
    .optional(),
);

const schema = z.object({
  PREVIEW_SECRET: z.preprocess(
    blank,
    z.string().min(32, 'must be at least 32 characters (a random key)').optional(),
  ),
  PREVIEW_TTL_MINUTES: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30)
      .default(60),
  ),
  SCHEDULE_POLL_MS: z.preprocess(blank, z.coerce.number().int().min(10).max(60_000).default(1_000)),
  ...Object.fromEntries(siteNames.map((site) => [`SITE_ORIGIN_${site.toUpperCase()}`, origin])),
});

/** Reads the environment; throws one message naming every bad variable. */
export function loadPreviewConfig(env: NodeJS.ProcessEnv): PreviewConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid preview configuration:\n${lines.join('\n')}`);
  }
  const data = result.data as z.infer<typeof schema> & Record<string, string | undefined>;
  const siteOrigins: Partial<Record<SiteName, string>> = {};
  for (const site of siteNames) {
    const value = data[`SITE_ORIGIN_${site.toUpperCase()}`];
    if (value) siteOrigins[site] = value;
  }
  return {
    ...(data.PREVIEW_SECRET ? { secret: data.PREVIEW_SECRET } : {}),
    ttlMinutes: data.PREVIEW_TTL_MINUTES,
    siteOrigins,
    schedulePollMs: data.SCHEDULE_POLL_MS,
  };
}
