// zod/mini, as every contract: the browser bundles load this library's index.
import { z } from 'zod/mini';

/**
 * The environment variable that fixes the instant at which events and webinars are split into
 * upcoming and past. Unset (production, `npm start`), that instant is the real time; the
 * end-to-end servers set it before the seeded content's dates, so their tests find upcoming
 * events and webinars whatever the day they run.
 */
export const CONTENT_NOW_VARIABLE = 'CONTENT_NOW';

/**
 * `CONTENT_NOW`: an ISO 8601 date-time with its zone (`2026-11-20T09:00:00Z`,
 * `2026-11-20T12:00:00+03:00`) as a `Date`; unset or blank is `undefined`, the real clock. The
 * web server's and the API's configurations validate it at start-up with this schema.
 */
export const contentNowSchema = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && value.trim() === '' ? undefined : value,
  ),
  z.optional(
    z.pipe(
      z.iso.datetime({
        offset: true,
        error: 'must be an ISO 8601 date-time with a zone, such as 2026-11-20T09:00:00Z',
      }),
      z.transform((value) => new Date(value)),
    ),
  ),
);

type Env = Readonly<Record<string, string | undefined>>;

/** The server's environment in server code (a loader), none in a browser. */
const processEnv = (): Env => (globalThis as { process?: { env: Env } }).process?.env ?? {};

/**
 * The instant that decides whether an event or webinar is upcoming or past: `CONTENT_NOW` of
 * `env` (by default the process's, when there is one) when it is set, otherwise the real time.
 * A value the start-up validation would refuse counts as unset here.
 */
export function contentNow(env: Env = processEnv()): Date {
  const fixed = z.safeParse(contentNowSchema, env[CONTENT_NOW_VARIABLE]);
  return fixed.success && fixed.data ? new Date(fixed.data) : new Date();
}
