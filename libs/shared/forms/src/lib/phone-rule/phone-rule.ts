import { loadPhoneCheck } from '@corp/shared/ui';

/**
 * Spec §5: the phone must be a number of its country, by the phone input's own check. The check
 * (libphonenumber's metadata) is loaded on demand: the phone field starts loading it on focus, so
 * by blur or submit it is normally there. When it cannot be loaded (offline, a chunk gone after a
 * deploy) the form does not hold the lead back: the API checks the phone too, and the form shows
 * its 400's field messages (`serverFieldErrors`); an offline request fails with the form's own
 * error and keeps what was typed.
 */
export const phoneRule = {
  check: async (
    values: { phone?: string; countryCode?: string },
    context: { addIssue: (issue: never) => void },
  ) => {
    if (!values.phone) return;
    const isValidPhone = await loadPhoneCheck().catch(() => undefined);
    if (isValidPhone && !isValidPhone(values.phone, values.countryCode)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'wrong-number' } as never);
    }
  },
  /** Checked while other fields are still wrong (the visitor types the phone before the box). */
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};
