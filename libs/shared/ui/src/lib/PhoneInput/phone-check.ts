import type { isValidPhone } from './isValidPhone';
import type * as phoneTools from './phone-tools';

/** `isValidPhone(value, countryCode)`, once its module (libphonenumber's metadata) is loaded. */
export type PhoneCheck = typeof isValidPhone;

/** The phone field's reading and the phone check, once loaded (`phone-tools`). */
export type PhoneTools = typeof phoneTools;

let loading: Promise<PhoneTools> | undefined;
let loaded: PhoneTools | undefined;

/**
 * libphonenumber's metadata and what uses it, loaded on demand: it is a large part of a form's
 * script and is needed only once a visitor has typed a phone. The first call starts the import
 * (the phone field calls it on focus, on input and when it is given a number, so by blur or
 * submit it is normally there); later calls share it. A failed load (offline, a chunk gone after
 * a deploy) is forgotten, so the next call tries again.
 */
export function loadPhoneTools(): Promise<PhoneTools> {
  loading ??= import('./phone-tools').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The tools if they are loaded already (a field mounted later starts with them). */
export function loadedPhoneTools(): PhoneTools | undefined {
  return loaded;
}

/**
 * The phone check of spec §5, loaded on demand with the field's tools: the field starts loading
 * it on focus, so by blur or submit it is normally there.
 */
export function loadPhoneCheck(): Promise<PhoneCheck> {
  return loadPhoneTools().then((tools) => tools.isValidPhone);
}

/** `isValidPhone` once loaded; rejects when the check cannot be loaded. */
export async function isValidPhoneAsync(
  value: string | null | undefined,
  countryCode?: string,
): Promise<boolean> {
  const check = await loadPhoneCheck();
  return check(value, countryCode);
}
