import type { FetchBaseQueryError, NamedSchemaError } from '@reduxjs/toolkit/query/react';
import type { z } from 'zod';

/** A validation issue, as Standard Schema reports it. */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
}

type ReadResult<T> =
  { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly SchemaIssue[] };

/** A Standard Schema (what RTK Query's `responseSchema` takes) that yields a `T`. */
export interface ResponseReader<T> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => ReadResult<T>;
    readonly types?: { readonly input: T; readonly output: T };
  };
}

const pathText = (issue: SchemaIssue) =>
  (issue.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');

/**
 * An endpoint's `responseSchema`: the call's response contract (from `@corp/shared/contracts`),
 * optionally narrowed to the part the caller reads (`data`, `data.data` …). RTK Query runs it on
 * every response; a mismatch becomes a `CUSTOM_ERROR` (see `responseMismatch`), never a crash.
 */
export function reads<S extends z.ZodType, R = z.output<S>>(
  schema: S,
  pick?: (body: z.output<S>) => R,
): ResponseReader<R> {
  return {
    '~standard': {
      version: 1,
      vendor: 'corp',
      validate: (value: unknown): ReadResult<R> => {
        const result = schema.safeParse(value);
        if (!result.success) {
          return {
            issues: result.error.issues.map((issue) => ({
              message: issue.message,
              path: issue.path,
            })),
          };
        }
        return { value: (pick ? pick(result.data) : result.data) as R };
      },
    },
  };
}

/** Where a response left its contract: `items.0.code: Invalid option` … (at most five). */
export function describeIssues(issues: readonly SchemaIssue[]): string {
  const shown = issues.slice(0, 5).map((issue) => {
    const path = pathText(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length > shown.length ? ` (+${issues.length - shown.length} more)` : '';
  return shown.join('; ') + more;
}

/** The error a response that does not match its contract turns into (`catchSchemaFailure`). */
export function responseMismatch(
  error: NamedSchemaError,
  info: { endpoint: string },
): FetchBaseQueryError {
  return {
    status: 'CUSTOM_ERROR',
    error: `Unexpected ${error.schemaName === 'argSchema' ? 'arguments' : 'response'} for ${info.endpoint}: ${describeIssues(error.issues)}`,
    data: error.issues.map((issue) => ({ path: pathText(issue), message: issue.message })),
  };
}
