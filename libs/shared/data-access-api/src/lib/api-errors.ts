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

/** The calls that send a visitor's lead: their failures are told in the page's language. */
export const LEAD_ENDPOINTS: readonly string[] = ['sendFeedback', 'sendResume', 'subscribe'];

const leadFailureTexts: Record<
  ApiLocale,
  Record<'fields' | 'tooLarge' | 'tooMany' | 'other', string>
> = {
  en: {
    fields: 'Please check the highlighted fields.',
    tooLarge: 'The file is too large: at most 10 MB.',
    tooMany: 'Too many requests. Please try again in a minute.',
    other: 'The request was not sent. Please try again.',
  },
  ru: {
    fields: 'Проверьте выделенные поля.',
    tooLarge: 'Файл слишком большой: не более 10 МБ.',
    tooMany: 'Слишком много запросов. Попробуйте через минуту.',
    other: 'Заявка не отправлена. Попробуйте ещё раз.',
  },
  de: {
    fields: 'Bitte prüfen Sie die markierten Felder.',
    tooLarge: 'Die Datei ist zu groß: höchstens 10 MB.',
    tooMany: 'Zu viele Anfragen. Bitte versuchen Sie es in einer Minute erneut.',
    other: 'Die Anfrage wurde nicht gesendet. Bitte versuchen Sie es erneut.',
  },
  kz: {
    fields: 'Белгіленген өрістерді тексеріңіз.',
    tooLarge: 'Файл тым үлкен: 10 МБ-тан аспауы керек.',
    tooMany: 'Сұраулар тым көп. Бір минуттан кейін қайталап көріңіз.',
    other: 'Өтінім жіберілмеді. Қайталап көріңіз.',
  },
};

/**
 * Spec §8 for a lead's failure: the title as for every failure, the text in the page's language
 * (never the server's English message on a Russian page): the fields to check for a 400, the
 * size for a 413, waiting for a 429, else "not sent, try again".
 */
export function leadFailureText(locale: ApiLocale | undefined, status: number): string {
  const texts = leadFailureTexts[locale ?? 'en'] ?? leadFailureTexts.en;
  if (status === 400) return texts.fields;
  if (status === 413) return texts.tooLarge;
  if (status === 429) return texts.tooMany;
  return texts.other;
}
