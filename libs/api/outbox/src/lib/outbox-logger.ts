/** The subset of a pino (or Fastify) logger the worker uses. */
export interface OutboxLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

const ignore = (): void => undefined;
/** The logger of a worker given none. */
export const silentLogger: OutboxLogger = { info: ignore, warn: ignore, error: ignore };

const maxErrorLength = 500;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  cause?: unknown;
}
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string';

/**
 * An error as one line for `last_error`: its message and its cause's (undici's "fetch failed"
 * says why only in its cause). Duck-typed: errors from another realm are not `instanceof Error`.
 */
export function describeError(error: unknown): string {
  let message = String(error);
  if (isErrorLike(error)) {
    message = String(error.message || error.name);
    const cause = error.cause;
    if (isErrorLike(cause) && cause.message && !message.includes(String(cause.message))) {
      message = `${message}: ${String(cause.message)}`;
    }
  }
  return message.replace(/\s+/g, ' ').trim().slice(0, maxErrorLength) || 'unknown error';
}
