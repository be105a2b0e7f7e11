import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { describeApiError } from '@corp/shared/data-access-api';
import type { Captcha } from '../captcha/CaptchaProvider';
import { CaptchaCancelledError } from '../captcha/CaptchaProvider';
import { serverFieldErrors } from '../ContactForm/contact-feedback';

/** What a form sends when the captcha passed: its token, if any; `null` when nothing may go. */
export type CaptchaOutcome = { token: string | undefined } | null;

/**
 * Spec §4: "Submit validates, then runs an invisible captcha, and the captcha result triggers the
 * actual submission." A closed challenge sends nothing quietly; a failed one says so in the
 * console (`[form] …`); both reset the captcha.
 */
export async function passCaptcha(
  captcha: Pick<Captcha, 'execute' | 'reset'>,
  form: string,
): Promise<CaptchaOutcome> {
  try {
    return { token: await captcha.execute() };
  } catch (error) {
    captcha.reset();
    if (!(error instanceof CaptchaCancelledError)) {
      console.warn(`[${form}] the captcha failed; nothing was sent:`, error);
    }
    return null;
  }
}

/**
 * Spec §4/§8 a request that failed: the captcha is reset, `warning` is logged with the error,
 * what was typed stays, and the API's field messages go under their fields (the first one focused), a field
 * the form lacks under the one `aliases` names.
 */
export function showRequestFailure<T extends FieldValues>(
  error: unknown,
  {
    warning,
    captcha,
    setError,
    order,
    aliases,
  }: {
    warning: string;
    captcha: Pick<Captcha, 'reset'>;
    setError: UseFormSetError<T>;
    order: readonly FieldPath<T>[];
    aliases?: Readonly<Record<string, string>>;
  },
): void {
  captcha.reset();
  console.warn(warning, describeApiError(error));
  serverFieldErrors(error, order, aliases).forEach(([field, key], index) => {
    setError(field, { type: 'server', message: key }, { shouldFocus: index === 0 });
  });
}
