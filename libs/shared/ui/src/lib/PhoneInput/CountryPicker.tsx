import { useEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FlagImage } from 'react-international-phone';
import type { ParsedCountry } from 'react-international-phone';
import { Icon } from '../Icon/Icon';
import { defaultFlagBaseUrl, flagSrc, unknownFlag } from './flags';
import { filterCountries } from './phoneCountries';
import styles from './PhoneInput.module.scss';

export interface CountryPickerProps {
  /** Prefix of the ids inside (listbox, options). */
  idPrefix: string;
  countries: readonly ParsedCountry[];
  /** ISO2 codes listed first, in this order. */
  preferred: readonly string[];
  /** The country shown; none while the number's digits name none yet (`+7`). */
  selected?: ParsedCountry;
  /** The calling code shown beside the flag (the country's, or the number's while it has none). */
  callingCode?: string;
  onSelect: (country: ParsedCountry) => void;
  disabled?: boolean;
  invalid?: boolean;
  flagBaseUrl?: string;
}

/** A missing flag file falls back to the local placeholder, never to a remote image. */
function useLocalFallback(baseUrl: string) {
  return (event: SyntheticEvent<HTMLImageElement>) => {
    const fallback = `${baseUrl}/${unknownFlag}.svg`;
    if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
  };
}

/**
 * The phone's country button and its searchable list: a button opens a panel with a search
 * box (an editable combobox with list autocomplete) over the countries; ↑/↓ move, Enter picks,
 * Escape closes and returns to the button.
 */
export function CountryPicker({
  idPrefix,
  countries,
  preferred,
  selected,
  callingCode,
  onSelect,
  disabled,
  invalid,
  flagBaseUrl = defaultFlagBaseUrl,
}: CountryPickerProps) {
  const { t } = useTranslation('controls');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const onFlagError = useLocalFallback(flagBaseUrl);

  const listboxId = `${idPrefix}-countries`;
  const optionId = (iso2: string) => `${idPrefix}-country-${iso2}`;

  const ordered = useMemo(() => {
    const first = preferred
      .map((iso2) => countries.find((country) => country.iso2 === iso2))
      .filter((country): country is ParsedCountry => Boolean(country));
    return [...first, ...countries.filter((country) => !preferred.includes(country.iso2))];
  }, [countries, preferred]);
  const visible = useMemo(() => filterCountries(ordered, query), [ordered, query]);
  const active = visible[Math.min(activeIndex, visible.length - 1)];

  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(`${idPrefix}-country-${active.iso2}`)?.scrollIntoView?.({
      block: 'nearest',
    });
  }, [open, active, idPrefix]);

  const show = () => {
    const index = ordered.findIndex((country) => country.iso2 === selected?.iso2);
    setQuery('');
    setActiveIndex(Math.max(index, 0));
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const pick = (country: ParsedCountry) => {
    setOpen(false);
    onSelect(country);
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };

  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = visible.length - 1;
    const moves: Record<string, (index: number) => number> = {
      ArrowDown: (index) => Math.min(index + 1, last),
      ArrowUp: (index) => Math.max(index - 1, 0),
      PageDown: (index) => Math.min(index + 10, last),
      PageUp: (index) => Math.max(index - 10, 0),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActiveIndex((index) => move(Math.min(index, last)));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
  };

  return (
    <div ref={rootRef} className={styles['picker']} onBlur={handleBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles['countryButton'], invalid ? styles['countryButtonInvalid'] : undefined]
          .filter(Boolean)
          .join(' ')}
        disabled={disabled}
        aria-label={`${t('phone.country')}: ${
          selected
            ? t('phone.countryValue', { country: selected.name, dialCode: selected.dialCode })
            : callingCode
              ? `+${callingCode}`
              : t('phone.unknownCountry')
        }`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={handleButtonKeyDown}
      >
        <FlagImage
          iso2={selected?.iso2 ?? unknownFlag}
          src={flagSrc(selected?.iso2 ?? unknownFlag, flagBaseUrl)}
          size={24}
          disableLazyLoading
          onError={onFlagError}
          className={styles['flag']}
        />
        {callingCode ? (
          <span className={styles['dialCode']} aria-hidden="true">
            +{callingCode}
          </span>
        ) : null}
        <Icon
          name="chevron-down"
          size={16}
          className={[styles['chevron'], open ? styles['chevronOpen'] : undefined]
            .filter(Boolean)
            .join(' ')}
        />
      </button>
      {open ? (
        <div className={styles['panel']}>
          <div className={styles['search']}>
            <Icon name="search" size={18} className={styles['searchIcon']} />
            <input
              ref={searchRef}
              type="text"
              role="combobox"
              className={styles['searchInput']}
              placeholder={t('phone.searchCountry')}
              aria-label={t('phone.searchCountry')}
              aria-autocomplete="list"
              aria-expanded="true"
              aria-controls={listboxId}
              aria-activedescendant={active ? optionId(active.iso2) : undefined}
              autoComplete="off"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActiveIndex(0);
              }}
              onKeyDown={handleSearchKeyDown}
            />
          </div>
          <ul
            id={listboxId}
            role="listbox"
            aria-label={t('phone.countries')}
            className={styles['listbox']}
            // Keeps focus in the search box while an option is clicked.
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible.map((country) => (
              <li
                key={country.iso2}
                id={optionId(country.iso2)}
                role="option"
                aria-selected={country.iso2 === selected?.iso2}
                className={[
                  styles['option'],
                  country === active ? styles['optionActive'] : undefined,
                  country.iso2 === selected?.iso2 ? styles['optionSelected'] : undefined,
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => pick(country)}
              >
                <FlagImage
                  iso2={country.iso2}
                  src={flagSrc(country.iso2, flagBaseUrl)}
                  size={20}
                  onError={onFlagError}
                  className={styles['flag']}
                />
                <span className={styles['optionName']}>{country.name}</span>
                <span className={styles['optionDial']}>+{country.dialCode}</span>
              </li>
            ))}
          </ul>
          {visible.length === 0 ? (
            <p role="status" className={styles['empty']}>
              {t('phone.noCountries')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
