import { HttpError } from '@corp/api/core';

export interface CaptchaOptions {
  /** Server key of Yandex SmartCaptcha; unset → no check. */
  secret?: string;
  verifyUrl: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface CaptchaLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Verifies a SmartCaptcha token (`POST /validate` with secret, token and ip → `{status: 'ok'}`).
 * A missing or failed token is a 403. When the provider itself is unreachable or answers with an
 * HTTP error, the lead is let through and the event logged, as the provider recommends: a
 * captcha outage must not lose leads.
 */
export async function verifyCaptcha(
  options: CaptchaOptions,
  token: string | undefined,
  ip: string,
  log: CaptchaLogger,
): Promise<void> {
  if (!options.secret) return;
  if (!token) throw new HttpError(403, 'Captcha token missing', 'captcha_failed');
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: options.secret, token, ip }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    });
  } catch (error) {
    log.warn({ reason: (error as Error).message }, 'captcha provider unreachable; lead accepted');
    return;
  }
  if (!response.ok) {
    log.warn({ status: response.status }, 'captcha provider error; lead accepted');
    return;
  }
  const result = (await response.json().catch(() => ({}))) as { status?: string };
  if (result.status !== 'ok') throw new HttpError(403, 'Captcha check failed', 'captcha_failed');
}
