import { z } from 'zod';

/** The admin area's credentials; both absent means the area is disabled (every route 404). */
export interface AdminConfig {
  user?: string;
  password?: string;
}

/** An unset variable and an empty one mean the same: not configured. */
const optionalSecret = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().optional(),
);

const adminEnvSchema = z
  .object({ ADMIN_USER: optionalSecret, ADMIN_PASSWORD: optionalSecret })
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
    }
  });

/**
 * Reads `ADMIN_USER` and `ADMIN_PASSWORD`: both set enables `/admin`, neither disables it, and
 * anything else throws one error naming the problem.
 */
export function loadAdminConfig(env: NodeJS.ProcessEnv = process.env): AdminConfig {
  const result = adminEnvSchema.safeParse({
    ADMIN_USER: env.ADMIN_USER,
    ADMIN_PASSWORD: env.ADMIN_PASSWORD,
  });
  if (!result.success) {
    const problems = result.error.issues.map((issue) => issue.message).join('; ');
    throw new Error(`Invalid admin configuration: ${problems}`);
  }
  const { ADMIN_USER: user, ADMIN_PASSWORD: password } = result.data;
  return user !== undefined && password !== undefined ? { user, password } : {};
}
