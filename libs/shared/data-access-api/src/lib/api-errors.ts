import type { ApiLocale } from '@corp/shared/contracts';

/** Spec §8: the text when neither the server nor the client said anything. */
export const UNKNOWN_ERROR_TEXT = 'Неизвестная ошибка';

/** Spec §8: the notification title, Russian for ru, otherwise English. */
export function errorTitle(locale: ApiLocale | undefined): string {
  return locale === 'ru' ? 'Ошибка!' : 'Error!';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The server's message in an error body: the API's `{ code, message, requestId }`, or the
 * `{ error: { message } }` the spec's wording ("error.message") also allows.
 */
export function serverMessageOf(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return (
    text(body['message']) ?? (isRecord(body['error']) ? text(body['error']['message']) : undefined)
  );
}

/**
 * Spec §8: the server's `error.message`, else the client's message (a network failure, a
 * response outside its contract, a thrown error), else "Неизвестная ошибка".
 */
export function errorMessageOf(error: unknown, fallback: string = UNKNOWN_ERROR_TEXT): string {
  if (!isRecord(error)) return fallback;
  return (
    serverMessageOf(error['data']) ?? text(error['error']) ?? text(error['message']) ?? fallback
  );
}

/** Spec §8: "HTTP errors map to a message and statusCode, default 500". */
export function errorStatusOf(error: unknown): number {
  if (!isRecord(error)) return 500;
  if (typeof error['status'] === 'number') return error['status'];
  if (typeof error['originalStatus'] === 'number') return error['originalStatus'];
  return 500;
}

export interface ApiErrorSummary {
  statusCode: number;
  message: string;
}

export function describeApiError(error: unknown): ApiErrorSummary {
  return { statusCode: errorStatusOf(error), message: errorMessageOf(error) };
}

/** Statuses that never show a notification (spec §8). */
export const UNNOTIFIED_STATUSES: readonly number[] = [401, 404];
