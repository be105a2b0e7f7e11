import type { Database } from '@corp/api/db';
import type { FastifyRequest } from 'fastify';
import type { ScryptParams } from './password';
import type { SessionPolicy } from './sessions';

/**
 * The failed-sign-in budget (the lockout of ADR 0023, kept by `@corp/api/http`): keys are the
 * address (`request.ip`) and `login:<login>`; any key locked holds the request back.
 */
export interface SignInLimiter {
  /** Milliseconds the request must still wait (0: it may try). */
  waitMs(request: FastifyRequest, keys: readonly string[]): Promise<number>;
  failed(request: FastifyRequest, keys: readonly string[]): Promise<void>;
  succeeded(request: FastifyRequest, keys: readonly string[]): Promise<void>;
}

/** A budget that never locks (tests of other things, tools). */
export const unlimitedSignIns: SignInLimiter = {
  waitMs: async () => 0,
  failed: async () => undefined,
  succeeded: async () => undefined,
};

/** The sign-in keys of a request for `login`: its address and the login. */
export const signInKeys = (request: FastifyRequest, login?: string) =>
  login ? [request.ip, `login:${login}`] : [request.ip];

export interface AccountsOptions {
  db: Database;
  /** Idle and absolute session expiry (ADMIN_SESSION_IDLE_MINUTES, ADMIN_SESSION_HOURS). */
  sessions?: SessionPolicy;
  /** The clock (tests move it). */
  now?: () => Date;
  limiter?: SignInLimiter;
  /** scrypt's cost for new hashes; older hashes are redone on sign-in. */
  scrypt?: ScryptParams;
}
