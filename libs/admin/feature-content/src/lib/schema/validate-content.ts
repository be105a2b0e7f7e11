import { z } from 'zod/mini';
import { contentKinds } from '@corp/shared/contracts';
import type { ContentKindName } from '@corp/shared/contracts';
import { joinPath } from './form-values';

/**
 * One problem of an item, at a field path (`text.0.title`; `''` for the item as a whole).
 * `code` picks the translated message; `message` is the contract's own text for its
 * refinements and patterns (`must be a slug`), or the server's.
 */
export interface FieldIssue {
  path: string;
  code:
    | 'required'
    | 'tooShort'
    | 'tooLong'
    | 'tooFew'
    | 'tooMany'
    | 'tooSmall'
    | 'tooBig'
    | 'format'
    | 'choice'
    | 'type'
    | 'unknownKeys'
    | 'custom';
  message: string;
  params?: Record<string, string | number>;
}

// The admin's CSP allows no eval: zod's compiled parsers would probe `new Function` (and the
// browser report a violation) before falling back; parsing without them is as correct.
z.config({ jitless: true });

interface RawIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: readonly string[];
}

/** zod's own wording when a schema gives none (zod/mini loads no locale). */
const GENERIC = /^Invalid( input)?$/;

function sizeIssue(issue: RawIssue, small: boolean): FieldIssue {
  const path = joinPath(issue.path);
  const limit = Number(small ? issue.minimum : issue.maximum);
  const params = { limit };
  if (issue.origin === 'array' || issue.origin === 'set')
    return { path, code: small ? 'tooFew' : 'tooMany', message: issue.message, params };
  if (issue.origin === 'string') {
    if (small && limit === 1) return { path, code: 'required', message: issue.message };
    return { path, code: small ? 'tooShort' : 'tooLong', message: issue.message, params };
  }
  return { path, code: small ? 'tooSmall' : 'tooBig', message: issue.message, params };
}

/** A zod issue as the form shows it. */
export function toFieldIssue(issue: RawIssue): FieldIssue {
  const path = joinPath(issue.path);
  const own = GENERIC.test(issue.message) ? '' : issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? { path, code: 'required', message: own }
        : { path, code: 'type', message: own };
    case 'too_small':
      return sizeIssue(issue, true);
    case 'too_big':
      return sizeIssue(issue, false);
    case 'invalid_format':
    case 'invalid_union':
      return { path, code: 'format', message: own };
    case 'invalid_value':
      return { path, code: 'choice', message: own };
    case 'unrecognized_keys':
      return {
        path,
        code: 'unknownKeys',
        message: own,
        params: { keys: (issue.keys ?? []).join(', ') },
      };
    default:
      return { path, code: 'custom', message: own };
  }
}

/** Checks an item against its kind's contract, as the server does when it publishes. */
export function validateContent(kind: ContentKindName, data: unknown): FieldIssue[] {
  const result = contentKinds[kind].schema.safeParse(data);
  if (result.success) return [];
  return (result.error.issues as unknown as RawIssue[]).map(toFieldIssue);
}

/** The issues at a path (`exact`) or below it. */
export function issuesAt(issues: readonly FieldIssue[], path: string, exact = true): FieldIssue[] {
  return issues.filter((issue) =>
    exact ? issue.path === path : issue.path === path || issue.path.startsWith(`${path}.`),
  );
}
