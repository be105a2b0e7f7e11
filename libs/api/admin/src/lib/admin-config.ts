import { z } from 'zod';

/**
 * The admin's first administrator (`ADMIN_USER`/`ADMIN_PASSWORD`: both or neither; also the
 * credential of `/metrics` on the main port) and its sessions' lifetimes.
 */
export interface AdminConfig {
  user?: string;
  password?: string;
  /** A session ends after this long without a request (`ADMIN_SESSION_IDLE_MINUTES`, 30). */
  sessionIdleMinutes: number;
  /** A session ends this long after its sign-in, however active (`ADMIN_SESSION_HOURS`, 12). */
  sessionHours: number;
}

/** An unset variable and an empty one mean the same: not configured. */
const optionalSecret = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);

const adminEnvSchema = z
  .object({
    ADMIN_USER: optionalSecret,
    ADMIN_PASSWORD: optionalSecret,
    ADMIN_SESSION_IDLE_MINUTES: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 60)
        .default(30),
    ),
    ADMIN_SESSION_HOURS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 30)
        .default(12),
    ),
  })
  .superRefine((env, context) => {
    if (env.ADMIN_USER !== undefined && env.ADMIN_PASSWORD === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_USER is set but ADMIN_PASSWORD is not: set both or neither',
      });
    }
    if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_USER === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_USER'],
        message: 'ADMIN_PASSWORD is set but ADMIN_USER is not: set both or neither',
      });
    }
    if (env.ADMIN_USER?.includes(':')) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_USER'],
        message: 'ADMIN_USER must not contain ":" (HTTP basic auth cannot carry it)',
      });
    } else if (
      env.ADMIN_USER !== undefined &&
      !/^[^\s@]+(@[^\s@]+)?$/.test(env.ADMIN_USER.trim())
    ) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_USER'],
        message: 'ADMIN_USER must be a name or an e-mail address without spaces',
      });
    }
  });

/**
 * Reads `ADMIN_USER` and `ADMIN_PASSWORD` (both set: that administrator exists at start; neither:
 * none is made) and the session lifetimes; anything wrong throws one error naming the problem.
 */
export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  const result = adminEnvSchema.safeParse({
    ADMIN_USER: env.ADMIN_USER,
    ADMIN_PASSWORD: env.ADMIN_PASSWORD,
    ADMIN_SESSION_IDLE_MINUTES: env.ADMIN_SESSION_IDLE_MINUTES,
    ADMIN_SESSION_HOURS: env.ADMIN_SESSION_HOURS,
  });
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) =>
        issue.message.startsWith('ADMIN_')
          ? issue.message
          : `${issue.path.join('.')}: ${issue.message}`,
      )
      .join('; ');
    throw new Error(`Invalid admin configuration: ${problems}`);
  }
  const { ADMIN_USER: user, ADMIN_PASSWORD: password } = result.data;
  const sessions = {
    sessionIdleMinutes: result.data.ADMIN_SESSION_IDLE_MINUTES,
    sessionHours: result.data.ADMIN_SESSION_HOURS,
  };
  return user !== undefined && password !== undefined ? { user, password, ...sessions } : sessions;
}
