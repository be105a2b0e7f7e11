import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from './types';

/** What an RTK Query hook reports as its error. */
export type QueryError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, or 0 when the network failed or nothing failed. */
export function errorStatus(error: QueryError): number {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return 0;
}

/** The API's `{code, message, fields}` of a failed call, when it sent one. */
export function errorBody(error: QueryError): ApiErrorBody | undefined {
  if (!error || !('data' in error)) return undefined;
  const data = error.data as Partial<ApiErrorBody> | undefined;
  return data && typeof data.code === 'string' ? (data as ApiErrorBody) : undefined;
}

/** Seconds to wait after a 429 (the lockout's Retry-After, copied in by the base query). */
export function retryAfterSeconds(error: QueryError): number | undefined {
  if (!error || !('data' in error)) return undefined;
  const wait = (error.data as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof wait === 'number' ? wait : undefined;
}
