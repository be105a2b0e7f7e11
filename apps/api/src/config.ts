import { z } from 'zod';

const configSchema = z.object({
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3333),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ApiConfig = z.infer<typeof configSchema>;

/** Reads the environment; throws one message listing every bad variable. */
export function loadApiConfig(env: NodeJS.ProcessEnv): ApiConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
