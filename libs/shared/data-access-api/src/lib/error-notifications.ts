import type { ApiLocale } from '@corp/shared/contracts';
import { createListenerMiddleware, isRejected } from '@reduxjs/toolkit';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  errorMessageOf,
  errorStatusOf,
  errorTitle,
  LEAD_ENDPOINTS,
  leadFailureText,
  UNNOTIFIED_STATUSES,
} from './api-errors';
import { baseApi } from './base-api';
import { policyOf } from './endpoint-policy';
import { notify } from './notifications.slice';

/** A failed api call, as the notification rule sees it. */
export interface ApiFailure {
  endpoint: string;
  /** The locale the call was made in, when it had one. */
  locale?: ApiLocale;
  /** The base query's error (`{ status, data }`…) or the thrown error (`{ message }`). */
  error: unknown;
}

export type FailureOutcome =
  | { kind: 'notify'; title: string; text: string }
  | { kind: 'log'; message: string }
  | { kind: 'ignore' };

/**
 * Spec §8 as one decision: 401 and 404 never notify; silent endpoints are only logged; any
 * other failure notifies, titled by the call's locale (the store's locale when it had none); a
 * lead's failure is told in that locale too (`leadFailureText`).
 */
export function outcomeOf(failure: ApiFailure, fallbackLocale: ApiLocale = 'en'): FailureOutcome {
  const status = errorStatusOf(failure.error);
  const text = errorMessageOf(failure.error);
  if (UNNOTIFIED_STATUSES.includes(status)) return { kind: 'ignore' };
  if (policyOf(failure.endpoint).errors === 'silent') {
    return { kind: 'log', message: `${failure.endpoint} failed (${status}): ${text}` };
  }
  const locale = failure.locale ?? fallbackLocale;
  // A lead's form stays on the page with what was typed: the visitor reads why in their language.
  if (LEAD_ENDPOINTS.includes(failure.endpoint)) {
    return { kind: 'notify', title: errorTitle(locale), text: leadFailureText(locale, status) };
  }
  return { kind: 'notify', title: errorTitle(locale), text };
}

interface ApiThunkMeta {
  arg?: { endpointName?: string; originalArgs?: unknown };
  condition?: boolean;
  rejectedWithValue?: boolean;
}

const LOCALES: readonly string[] = ['en', 'ru', 'de', 'kz'];

/** The failure an api thunk's rejection describes; none for a skipped or aborted call. */
export function failureOf(action: UnknownAction): ApiFailure | undefined {
  if (!isRejected(action) || !action.type.startsWith(`${baseApi.reducerPath}/`)) return undefined;
  const meta = action.meta as ApiThunkMeta;
  const endpoint = meta.arg?.endpointName;
  if (!endpoint || meta.condition || action.error.name === 'AbortError') return undefined;
  const args = meta.arg?.originalArgs as { locale?: unknown } | undefined;
  const locale =
    typeof args?.locale === 'string' && LOCALES.includes(args.locale)
      ? (args.locale as ApiLocale)
      : undefined;
  return { endpoint, locale, error: meta.rejectedWithValue ? action.payload : action.error };
}

export interface ErrorNotificationsOptions {
  /** The title's locale for a call that had none. */
  fallbackLocale?: ApiLocale;
  logger?: Pick<Console, 'warn'>;
}

/** A listener, one per store, that turns failed api calls into `notify` (or a warning). */
export function createErrorNotifications({
  fallbackLocale = 'en',
  logger = console,
}: ErrorNotificationsOptions = {}) {
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => failureOf(action) !== undefined,
    effect: (action, { dispatch }) => {
      const failure = failureOf(action);
      if (!failure) return;
      const outcome = outcomeOf(failure, fallbackLocale);
      if (outcome.kind === 'notify') dispatch(notify({ title: outcome.title, text: outcome.text }));
      else if (outcome.kind === 'log') logger.warn(`[api] ${outcome.message}`);
    },
  });
  return listener;
}
