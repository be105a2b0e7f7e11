import { errorBody, errorStatus, retryAfterSeconds } from '@corp/admin/data-access';
import type { QueryError } from '@corp/admin/data-access';

/** Why a sign-in failed, as the form explains it. */
export type SignInError =
  | { kind: 'invalid' }
  | { kind: 'locked'; retryAfter?: number }
  | { kind: 'no-users' }
  | { kind: 'failed'; status: number };

/** The API's answer to POST /admin/api/session, read for the form. */
export function signInErrorOf(error: QueryError): SignInError {
  const status = errorStatus(error);
  const code = errorBody(error)?.code;
  if (code === 'no_users' || code === 'no_admin') return { kind: 'no-users' };
  if (status === 429) {
    const wait = retryAfterSeconds(error);
    return wait === undefined ? { kind: 'locked' } : { kind: 'locked', retryAfter: wait };
  }
  if (status === 401) return { kind: 'invalid' };
  return { kind: 'failed', status };
}
