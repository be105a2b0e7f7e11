import { HONEYPOT_FIELD } from '@corp/shared/contracts';
import { useCallback, useMemo, useState } from 'react';
import styles from './Honeypot.module.scss';

/** A form's honeypot: render `<HoneypotField honeypot={…} />`, send `value()` with the form. */
export interface Honeypot {
  /** The input's ref callback. */
  attach: (input: HTMLInputElement | null) => void;
  /** What is in the field: '' from a person; anything else was typed by a bot. */
  value: () => string;
}

/**
 * The honeypot of a form: an uncontrolled input outside the form library, so no default, reset or
 * stored form info (the prefill) ever writes to it; only a bot does.
 */
export function useHoneypot(): Honeypot {
  const [input, attach] = useState<HTMLInputElement | null>(null);
  const value = useCallback(() => input?.value ?? '', [input]);
  return useMemo(() => ({ attach, value }), [value]);
}

/**
 * A field people never meet (the forms' spam guard): off-screen, hidden from screen
 * readers (`aria-hidden` on its wrapper), out of the tab order (`tabIndex -1`), never autofilled
 * (`autoComplete off`), empty; named `website` to tempt a bot. The API drops a lead that fills it.
 */
export function HoneypotField({ honeypot }: { honeypot: Honeypot }) {
  const { attach } = honeypot;
  return (
    <div className={styles['trap']} aria-hidden="true">
      <label>
        Website
        <input
          ref={attach}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
