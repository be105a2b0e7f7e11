// Route schemas carry OpenAPI's tags and summary.
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/**
 * The JSON Schema of a zod contract, for the OpenAPI document only: validation itself runs
 * through zod (`parseOr400`), so Fastify's validator is switched off with `describeWithZod`.
 */
export function jsonSchemaOf(
  schema: z.core.$ZodType,
  io: 'input' | 'output' = 'input',
): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as Record<string, unknown>;
  delete json['$schema'];
  return json;
}

/** Route schemas in this context only describe (OpenAPI); zod validates: one source of truth, one error shape. */
export function describeWithZod(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
}
