import type { FetchBaseQueryError, NamedSchemaError } from '@reduxjs/toolkit/query/react';
import { z } from 'zod/mini';

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
    readonly validate: (value: unknown) => ReadResult<T> | Promise<ReadResult<T>>;
    readonly types?: { readonly input: T; readonly output: T };
  };
}

const pathText = (issue: SchemaIssue) =>
  (issue.path ?? [])
    .map((segment) => String(typeof segment === 'object' ? segment.key : segment))
    .join('.');

const issuesOf = (error: z.core.$ZodError): ReadResult<never> => ({
  issues: error.issues.map((issue) => ({ message: issue.message, path: issue.path })),
});

let englishMessages: Promise<z.core.$ZodErrorMap | undefined> | undefined;

/**
 * zod's English issue messages (`Invalid input: expected number, received string`), which a
 * mismatch's error text carries (spec §8 may show it). zod/mini loads no locale, and pages should
 * not carry one for a response that almost never fails: it is loaded on the first mismatch, in a
 * chunk of its own.
 */
function loadEnglishMessages(): Promise<z.core.$ZodErrorMap | undefined> {
  englishMessages ??= import('zod/locales').then(
    (locales) => locales.en().localeError,
    () => {
      englishMessages = undefined;
      return undefined;
    },
  );
  return englishMessages;
}

/**
 * An endpoint's `responseSchema`: the call's response contract (from `@corp/shared/contracts`),
 * optionally narrowed to the part the caller reads (`data`, `data.data` …). RTK Query runs it on
 * every response; a mismatch becomes a `CUSTOM_ERROR` (see `responseMismatch`), never a crash.
 */
export function reads<S extends z.core.$ZodType, R = z.output<S>>(
  schema: S,
  pick?: (body: z.output<S>) => R,
): ResponseReader<R> {
  return {
    '~standard': {
      version: 1,
      vendor: 'corp',
      validate: (value: unknown): ReadResult<R> | Promise<ReadResult<R>> => {
        const result = z.safeParse(schema, value);
        if (result.success) return { value: (pick ? pick(result.data) : result.data) as R };
        // A process that set zod's messages (a server that loads zod classic) has them already;
        // otherwise parsed again with the English ones: the same issues, worded as zod words them.
        if (z.config().localeError) return issuesOf(result.error);
        return loadEnglishMessages().then((error) => {
          const english = error ? z.safeParse(schema, value, { error }) : result;
          return issuesOf(english.success ? result.error : english.error);
        });
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
