import { useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, HTMLAttributes, KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOwnProps } from '../FormField/FormField';
import { FormField, fieldControlProps, useFieldIds } from '../FormField/FormField';
import { mergeRefs } from '../FormField/mergeRefs';
import { Icon } from '../Icon/Icon';
import styles from './Select.module.scss';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends
    FieldOwnProps,
    Omit<
      HTMLAttributes<HTMLDivElement>,
      'onChange' | 'onBlur' | 'defaultValue' | 'placeholder' | 'role' | 'children'
    > {
  options: readonly SelectOption[];
  /** The chosen option's value; `''` (or none) shows the placeholder. */
  value?: string;
  defaultValue?: string;
  /** Called with the chosen option's value (react-hook-form: `Controller`'s `field.onChange`). */
  onChange?: (value: string) => void;
  /** Called when focus leaves the control (react-hook-form: `field.onBlur`). */
  onBlur?: (event: FocusEvent<HTMLDivElement>) => void;
  /** Also submits the value with the form through a hidden input. */
  name?: string;
  /** Text while nothing is chosen; a translated "Select" by default. */
  placeholder?: string;
  disabled?: boolean;
  /**
   * The options are still on their way (a list the API serves): a tap or key opens the list all
   * the same, which says it is loading and fills when they arrive (issue 46: no tap is lost).
   */
  loading?: boolean;
  /** The focusable combobox element (react-hook-form focuses it on a validation error). */
  ref?: Ref<HTMLDivElement>;
}

const TYPEAHEAD_RESET_MS = 500;
const PAGE_STEP = 10;

type Action =
  | { type: 'open'; at: 'selected' | 'first' | 'last' }
  | { type: 'move'; by: number }
  | { type: 'to'; at: 'first' | 'last' }
  | { type: 'commit'; close: boolean }
  | { type: 'close' }
  | { type: 'typeahead'; char: string };

/**
 * A single select following the WAI-ARIA select-only combobox pattern: a focusable combobox
 * that opens a listbox (Enter, Space, Alt+↓, ↓, ↑, Home, End or a letter), arrows, Home, End and
 * Page keys move, Enter/Space choose, Escape closes, letters jump to the first matching option.
 * The list scrolls beyond 190 px (spec §9). Used for the country and industry selects.
 */
export function Select({
  label,
  required,
  hideRequiredMarker,
  hint,
  error,
  id,
  className,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  name,
  placeholder,
  disabled,
  loading = false,
  ref,
  'aria-describedby': describedBy,
  onKeyDown: ownKeyDown,
  ...comboboxProps
}: SelectProps) {
  const { t } = useTranslation('controls');
  const ids = useFieldIds(id);
  const listboxId = `${ids.id}-listbox`;
  const optionId = (index: number) => `${ids.id}-option-${index}`;

  const [innerValue, setInnerValue] = useState(defaultValue ?? '');
  const current = value !== undefined ? value : innerValue;
  const selectedIndex = options.findIndex((option) => option.value === current);
  const selected = selectedIndex >= 0 ? options[selectedIndex] : undefined;

  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const comboboxRef = useRef<HTMLDivElement>(null);
  const listboxRef = useRef<HTMLUListElement>(null);
  const setRefs = useMemo(() => mergeRefs(ref, comboboxRef), [ref]);
  const typeahead = useRef({ text: '', at: 0 });

  // Options that arrive while the list is open (it was opened while they loaded): the chosen
  // one, or the first, is the active one.
  const [optionCount, setOptionCount] = useState(options.length);
  if (optionCount !== options.length) {
    setOptionCount(options.length);
    if (optionCount === 0) setActiveIndex(Math.max(selectedIndex, 0));
  }

  const last = options.length - 1;
  const clamp = (index: number) => Math.min(Math.max(index, 0), last);

  useEffect(() => {
    if (!open) return;
    const option = listboxRef.current?.children[activeIndex];
    option?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const choose = (index: number) => {
    const option = options[index];
    if (!option) return;
    if (value === undefined) setInnerValue(option.value);
    if (option.value !== current) onChange?.(option.value);
  };

  const matchTypeahead = (char: string, from: number): number => {
    const now = Date.now();
    const state = typeahead.current;
    state.text = now - state.at > TYPEAHEAD_RESET_MS ? char : state.text + char;
    state.at = now;
    const repeated = [...state.text].every((c) => c === state.text[0]);
    const query = (repeated ? char : state.text).toLocaleLowerCase();
    const start = repeated ? from + 1 : Math.max(from, 0);
    for (let step = 0; step < options.length; step += 1) {
      const index = (start + step) % options.length;
      if (options[index]?.label.toLocaleLowerCase().startsWith(query)) return index;
    }
    return -1;
  };

  const run = (action: Action) => {
    switch (action.type) {
      case 'open': {
        if (options.length === 0 && !loading) return;
        const at = {
          selected: selectedIndex >= 0 ? selectedIndex : 0,
          first: 0,
          last,
        }[action.at];
        setActiveIndex(at);
        setOpen(true);
        return;
      }
      case 'move':
        setActiveIndex((index) => clamp(index + action.by));
        return;
      case 'to':
        setActiveIndex(action.at === 'first' ? 0 : last);
        return;
      case 'commit':
        choose(activeIndex);
        if (action.close) setOpen(false);
        return;
      case 'close':
        setOpen(false);
        return;
      case 'typeahead': {
        const found = matchTypeahead(action.char, open ? activeIndex : selectedIndex);
        if (!open) run({ type: 'open', at: 'selected' });
        if (found >= 0) setActiveIndex(found);
        return;
      }
    }
  };

  /** Key → action while closed and while open (the tables of the APG pattern). */
  const actionFor = (event: KeyboardEvent<HTMLDivElement>): Action | undefined => {
    const { key, altKey, ctrlKey, metaKey } = event;
    if (key.length === 1 && key !== ' ' && !ctrlKey && !metaKey && !altKey) {
      return { type: 'typeahead', char: key };
    }
    if (!open) {
      const closedKeys: Record<string, Action> = {
        Enter: { type: 'open', at: 'selected' },
        ' ': { type: 'open', at: 'selected' },
        ArrowDown: { type: 'open', at: 'selected' },
        ArrowUp: { type: 'open', at: 'selected' },
        Home: { type: 'open', at: 'first' },
        End: { type: 'open', at: 'last' },
      };
      return closedKeys[key];
    }
    if (altKey && key === 'ArrowUp') return { type: 'commit', close: true };
    const openKeys: Record<string, Action> = {
      ArrowDown: { type: 'move', by: 1 },
      ArrowUp: { type: 'move', by: -1 },
      PageDown: { type: 'move', by: PAGE_STEP },
      PageUp: { type: 'move', by: -PAGE_STEP },
      Home: { type: 'to', at: 'first' },
      End: { type: 'to', at: 'last' },
      Enter: { type: 'commit', close: true },
      ' ': { type: 'commit', close: true },
      Escape: { type: 'close' },
    };
    return openKeys[key];
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    ownKeyDown?.(event);
    if (disabled || event.defaultPrevented) return;
    if (open && event.key === 'Tab') {
      // APG: Tab takes the highlighted option and moves on as usual.
      run({ type: 'commit', close: true });
      return;
    }
    const action = actionFor(event);
    if (!action) return;
    event.preventDefault();
    run(action);
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    setOpen(false);
    onBlur?.(event);
  };

  const toggle = () => {
    if (disabled) return;
    if (open) run({ type: 'close' });
    else run({ type: 'open', at: 'selected' });
  };

  const classes = [styles['combobox'], selected ? undefined : styles['placeholder']]
    .filter(Boolean)
    .join(' ');

  return (
    <FormField
      ids={ids}
      label={label}
      required={required}
      hideRequiredMarker={hideRequiredMarker}
      hint={hint}
      error={error}
      disabled={disabled}
      className={className}
      labelElement="span"
      onLabelClick={() => comboboxRef.current?.focus()}
    >
      <div className={styles['wrapper']}>
        <div
          {...comboboxProps}
          {...fieldControlProps(ids, { required, hint, error, describedBy })}
          ref={setRefs}
          id={ids.id}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={ids.labelId}
          aria-controls={listboxId}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-disabled={disabled || undefined}
          aria-activedescendant={open && options[activeIndex] ? optionId(activeIndex) : undefined}
          className={classes}
          onClick={toggle}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        >
          <span className={styles['value']}>
            {selected ? selected.label : (placeholder ?? t('select.placeholder'))}
          </span>
          <Icon
            name="chevron-down"
            size={20}
            className={[styles['chevron'], open ? styles['chevronOpen'] : undefined]
              .filter(Boolean)
              .join(' ')}
          />
        </div>
        <ul
          ref={listboxRef}
          id={listboxId}
          role="listbox"
          aria-labelledby={ids.labelId}
          tabIndex={-1}
          hidden={!open}
          aria-busy={loading && options.length === 0 ? true : undefined}
          className={styles['listbox']}
          // Keeps focus on the combobox while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {loading && options.length === 0 ? (
            <li role="presentation" className={styles['loading']}>
              {t('select.loading')}
            </li>
          ) : null}
          {options.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === selectedIndex}
              className={[
                styles['option'],
                index === activeIndex ? styles['optionActive'] : undefined,
                index === selectedIndex ? styles['optionSelected'] : undefined,
              ]
                .filter(Boolean)
                .join(' ')}
              onClick={() => {
                choose(index);
                setOpen(false);
              }}
              onMouseMove={() => {
                if (index !== activeIndex) setActiveIndex(index);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {name ? <input type="hidden" name={name} value={current} disabled={disabled} /> : null}
      </div>
    </FormField>
  );
}
