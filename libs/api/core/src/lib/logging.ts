import type { FastifyServerOptions } from 'fastify';
import { pino } from 'pino';

/**
 * Log paths that may hold a visitor's personal data. Logs carry the request id, the route and
 * the error's class; never a lead's fields, its address, or a credential.
 */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.remoteAddress',
  'res.headers["set-cookie"]',
  'body',
  'params',
  'parameters',
  '*.body',
  '*.params',
  '*.parameters',
  '*.detail',
  '*.email',
  '*.phone',
  '*.firstName',
  '*.lastName',
  '*.fullName',
  '*.name',
  '*.comment',
  '*.ip',
  '*.meta',
  '*.fields',
];

const MAX_MESSAGE = 300;
const MAX_CAUSES = 3;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  statusCode?: unknown;
  stack?: unknown;
  cause?: unknown;
  query?: unknown;
  params?: unknown;
}

/**
 * An error's message without the values it may quote: a failed query's message names its SQL
 * and then lists its parameters (the lead's fields); only the statement is kept.
 */
function safeMessage(error: ErrorLike): string {
  let message = typeof error.message === 'string' ? error.message : '';
  const paramsAt = message.search(/\n?\s*params:/);
  if (paramsAt !== -1) message = message.slice(0, paramsAt);
  return message.split('\n')[0]?.slice(0, MAX_MESSAGE) ?? '';
}

function serializeOne(error: ErrorLike) {
  const type =
    (typeof error.name === 'string' && error.name) ||
    (error as object).constructor?.name ||
    'Error';
  const message = safeMessage(error);
  // The stack's first line repeats the message: replaced by the safe one.
  const frames =
    typeof error.stack === 'string'
      ? error.stack
          .split('\n')
          .filter((line) => /^\s+at /.test(line))
          .slice(0, 12)
      : [];
  return {
    type,
    message,
    ...(typeof error.code === 'string' || typeof error.code === 'number'
      ? { code: error.code }
      : {}),
    ...(typeof error.statusCode === 'number' ? { statusCode: error.statusCode } : {}),
    ...(frames.length ? { stack: [`${type}: ${message}`, ...frames].join('\n') } : {}),
  };
}

/**
 * pino's `err` serializer for every API and web-server log: class, code, status, the message
 * with no quoted values, the stack frames, and the same for up to three causes. A database
 * error's `detail` ("Failing row contains (…)"), a query's parameters and any other property an
 * error carries are left out.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (error === null || typeof error !== 'object') return { type: typeof error };
  const first = serializeOne(error as ErrorLike);
  const causes: ReturnType<typeof serializeOne>[] = [];
  let cause = (error as ErrorLike).cause;
  while (cause !== null && typeof cause === 'object' && causes.length < MAX_CAUSES) {
    causes.push(serializeOne(cause as ErrorLike));
    cause = (cause as ErrorLike).cause;
  }
  return causes.length ? { ...first, causes } : first;
}

interface LoggedRequest {
  id?: unknown;
  method?: unknown;
  url?: unknown;
  headers?: Record<string, unknown>;
  routeOptions?: { url?: unknown };
}

/** A request in the log: its id, method, path (no query), host and route; no address. */
export function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  const url = typeof request.url === 'string' ? request.url : '';
  return {
    id: request.id,
    method: request.method,
    path: url.split('?')[0]?.slice(0, 300),
    host:
      typeof request.headers?.['host'] === 'string'
        ? request.headers['host'].slice(0, 100)
        : undefined,
    route: request.routeOptions?.url,
  };
}

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The logger options of every Fastify instance (the API and the web server): level, the
 * redaction list, and the serializers above. `stream` receives the lines (tests).
 */
export function loggerOptions(
  level: LogLevel,
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (level === 'silent' && !stream) return false;
  return {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    ...(stream ? { stream } : {}),
  } as unknown as FastifyServerOptions['logger'];
}

/** What a task outside a request logs through: pino's logger, as much of it as they use. */
export interface TaskLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
  child(bindings: Record<string, unknown>): TaskLogger;
}

/**
 * A logger for what runs outside a request (the outbox worker, the idempotency-key sweeper),
 * with the same level, redaction and serializers as the servers' request logs, one JSON line
 * per entry on stdout (or `stream`).
 */
export function createLogger(level: LogLevel, stream?: { write(line: string): void }): TaskLogger {
  const options = loggerOptions(level, stream) as
    (Parameters<typeof pino>[0] & { stream?: { write(line: string): void } }) | false;
  if (!options) return pino({ level: 'silent' });
  const { stream: destination, ...rest } = options;
  return destination ? pino(rest, destination) : pino(rest);
}
