import type { isValidPhone } from './isValidPhone';

/** `isValidPhone(value, countryCode)`, once its module (libphonenumber's metadata) is loaded. */
export type PhoneCheck = typeof isValidPhone;

let loading: Promise<PhoneCheck> | undefined;

/**
 * The phone check of spec §5, loaded on demand: libphonenumber's metadata is a large part of a
 * form's script and is needed only once a visitor has typed a phone. The first call starts the
 * import (the phone field calls it on focus, so by blur or submit it is normally there); later
 * calls share it. A failed load (offline, a chunk gone after a deploy) is forgotten, so the next
 * call tries again.
 */
export function loadPhoneCheck(): Promise<PhoneCheck> {
  loading ??= import('./isValidPhone').then(
    (module) => module.isValidPhone,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** `isValidPhone` once loaded; rejects when the check cannot be loaded. */
export async function isValidPhoneAsync(
  value: string | null | undefined,
  countryCode?: string,
): Promise<boolean> {
  const check = await loadPhoneCheck();
  return check(value, countryCode);
}
