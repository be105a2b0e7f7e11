import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivacyPoliciesFailure } from '@corp/shared/data-access-api';
import { Icon } from '@corp/shared/ui';
import type { LayoutPolicy } from '../Layouts/layout-data';
import styles from './Footer.module.scss';

export interface PrivacyDropdownProps {
  label: string;
  policies: readonly LayoutPolicy[];
  /** Spec §8: why the list is empty (shown in the dropdown, in the page's language). */
  error: PrivacyPoliciesFailure | null;
  /** Appended to each link's name for screen readers: the PDFs open in a new tab. */
  newTabHint: string;
}

/**
 * The footer's dropdown of privacy policies (spec §2.8, from `GET /privacy-policy/`): a button
 * that opens the list of PDFs upwards; Escape or leaving it closes it. A failed call shows its
 * message (spec §8) instead of the list.
 */
export function PrivacyDropdown({ label, policies, error, newTabHint }: PrivacyDropdownProps) {
  const { t } = useTranslation('errors');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);

  useEffect(() => {
    if (open && focusFirst.current) panel.current?.querySelector<HTMLElement>('a')?.focus();
    focusFirst.current = false;
  }, [open]);

  if (!policies.length && !error) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusFirst.current = true;
      setOpen(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div className={styles['dropdown']} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className={styles['dropdownButton']}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <Icon name="chevron-down" size={16} />
      </button>
      <div ref={panel} id={panelId} className={styles['dropdownPanel']} hidden={!open}>
        {error ? (
          <p className={styles['dropdownError']}>
            {'message' in error ? error.message : t(`privacyPolicies.${error.text}`)}
          </p>
        ) : (
          <ul className={styles['dropdownList']}>
            {policies.map((policy) => (
              <li key={policy.id}>
                <a
                  href={policy.file}
                  hrefLang={policy.language}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles['dropdownLink']}
                >
                  {policy.name}
                  <span className={styles['visuallyHidden']}> ({newTabHint})</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
