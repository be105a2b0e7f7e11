import type { FastifyReply, FastifyRequest } from 'fastify';

/** The one error shape of every API response that is not a success. */
export interface ApiError {
  code: string;
  message: string;
  requestId: string;
  /** Field → message key (`required`, `wrong-number` …) on validation failures. */
  fields?: Record<string, string>;
}

/** The `code` of an error response, by status. */
export const errorCodes: Readonly<Record<number, string>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'too_many_requests',
  500: 'internal_error',
  502: 'bad_gateway',
  503: 'unavailable',
};

/** Thrown by handlers; the error handler turns it into the uniform body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string = errorCodes[statusCode] ?? 'error',
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ApiError = { code, message, requestId: request.id, ...(fields ? { fields } : {}) };
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * An error's status: its own `statusCode` (400–599); else 503 when one of its causes is a 503
 * (a query error wrapping a lost database connection: the request may be sent again); else 500.
 */
function statusOf(error: { statusCode?: number; cause?: unknown }): number {
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 600)
    return error.statusCode;
  let cause = error.cause as { statusCode?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; cause && typeof cause === 'object' && depth < 5; depth += 1) {
    if (cause.statusCode === 503) return 503;
    cause = cause.cause as typeof cause;
  }
  return 500;
}

/**
 * The error handler of every API context: our `HttpError`s keep their code and fields; Fastify's
 * own 4xx (bad JSON, 413, 415) keep their message; an error caused by a service that is away (a
 * lost database connection) is a logged 503; anything else is a logged 500 without details.
 * No response ever carries a stack trace.
 */
export function handleApiError(
  error: {
    statusCode?: number;
    message: string;
    code?: string;
    fields?: Record<string, string>;
    cause?: unknown;
  },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = statusOf(error);
  if (status >= 500) {
    request.log.error({ err: error }, 'API request failed');
    return sendError(
      request,
      reply,
      status,
      errorCodes[status] ?? 'internal_error',
      status === 503
        ? 'The service is briefly unavailable; please try again'
        : 'Internal server error',
    );
  }
  const code = error instanceof HttpError ? error.code : (errorCodes[status] ?? 'bad_request');
  return sendError(
    request,
    reply,
    status,
    code,
    error.message,
    error instanceof HttpError ? error.fields : undefined,
  );
}

/**
 * Fastify's `frameworkErrors`: a request its router or parser refuses before any route (a
 * malformed percent-escape in the path, a bad Content-Type) gets the usual error body.
 */
export function handleFrameworkError(
  error: { statusCode?: number; message: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendError(request, reply, status, errorCodes[status] ?? 'bad_request', error.message);
}
