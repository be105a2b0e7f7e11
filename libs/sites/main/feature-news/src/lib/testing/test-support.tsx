// Test support (not exported from the library) with no React Router in it: the mock API's
// origin and clock, and the test modals.
import { modalNames } from '@corp/shared/modals';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';

/**
 * Stands in for every modal: a dialog named after the modal, showing the data the page opened
 * it with as JSON (`openedWith(screen.getByRole('dialog', { name: 'watch-webinar' }))`).
 */
export const testModals: ModalRegistry = Object.fromEntries(
  modalNames.map((name) => [
    name,
    ({ data, close }: ModalRenderProps) => (
      <div role="dialog" aria-label={name}>
        <pre>{JSON.stringify(data)}</pre>
        <button type="button" onClick={close}>
          Close the test modal
        </button>
      </div>
    ),
  ]),
);

/** The data a test modal was opened with. */
export function openedWith(dialog: HTMLElement): Record<string, unknown> {
  return JSON.parse(dialog.querySelector('pre')?.textContent ?? '{}');
}

/** The API origin of the tests: msw's seed-content handlers answer `*\/api/v1`. */
export const TEST_API = 'http://api.test/api/v1';
/** The clock of the mock API: the seed content splits upcoming and archive as on the site. */
export const NOW = new Date('2026-11-20T12:00:00Z');
