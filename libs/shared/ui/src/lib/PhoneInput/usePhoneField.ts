import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';
import { loadPhoneTools, loadedPhoneTools } from './phone-check';
import type { PhoneTools } from './phone-check';
import type { PhoneReading } from './phone-reading';
import {
  caretAfter,
  deleteAcrossFormatting,
  numberStart,
  plainPhone,
  significantChars,
} from './phone-text';

export interface PhoneChangeMeta {
  /** ISO2, lower case (`fi`) of the number's country; `''` while its digits name none yet. */
  country: string;
  /** The number's calling code (`358`), `''` while there is none. */
  dialCode: string;
  /** What the input shows (`+358 40 1234567`). */
  inputValue: string;
}

interface FieldState {
  /** What the input shows. */
  text: string;
  /** The text is not read by libphonenumber yet (it was loading); read it once it is there. */
  unread: boolean;
  /** The number the text says, in E.164 (`''` while empty). */
  phone: string;
  /** The country the flag shows, `''` when the digits name none yet (`+7`: Russia or Kazakhstan). */
  country: string;
  /** The country a number without a calling code is read in: the last one shown or chosen. */
  home: string;
  callingCode?: string;
  international: boolean;
  nationalNumber: string;
  /** The visitor chose the country in the list: a new default no longer moves it. */
  picked: boolean;
}

const hasDigits = (text: string) => /\d/.test(text);

function fromReading(state: FieldState, reading: PhoneReading): FieldState {
  return {
    ...state,
    text: reading.text,
    unread: false,
    phone: reading.phone,
    country: reading.country ?? '',
    home: reading.country ?? state.home,
    callingCode: reading.callingCode,
    international: reading.international,
    nationalNumber: reading.nationalNumber,
  };
}

/** A valid number as it is sent, in international form (the field as the visitor leaves it). */
function asSent(state: FieldState, tools: PhoneTools): FieldState {
  const international = state.phone ? tools.internationalText(state.phone) : undefined;
  if (!international || international === state.text) return state;
  return { ...state, text: international, international: true };
}

export interface PhoneFieldOptions {
  /** The phone in E.164, when the form holds it (controlled). */
  value?: string;
  /** A listed country (ISO2, lower case) to start with and to follow while the field is empty. */
  defaultCountry: string;
  onChange?: (phone: string, meta: PhoneChangeMeta) => void;
  onCountryChange?: (iso2: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The phone field's state: the text the visitor typed, pasted or autofilled, read on every change
 * by libphonenumber (`readPhone`, loaded on demand) into the number the form holds and the country
 * the flag shows, the caret kept among the digits as the text is formatted.
 */
export function usePhoneField({
  value,
  defaultCountry,
  onChange,
  onCountryChange,
  inputRef,
}: PhoneFieldOptions) {
  const [tools, setTools] = useState<PhoneTools | undefined>(loadedPhoneTools);
  const [field, setField] = useState<FieldState>(() => ({
    text: value ?? '',
    unread: Boolean(value),
    phone: value ?? '',
    country: defaultCountry,
    home: defaultCountry,
    international: false,
    nationalNumber: '',
    picked: false,
  }));
  // The last render's state and props, for the callbacks (libphonenumber's arrival).
  const latest = useRef({ field, value, onChange });
  useLayoutEffect(() => {
    latest.current = { field, value, onChange };
  });
  // What an uncontrolled field last told the form (a controlled one compares with `value`).
  const lastEmitted = useRef(value ?? '');
  // Significant characters before the caret, to put it back once the text is formatted.
  const caret = useRef<number | null>(null);
  const loading = useRef(false);

  /**
   * Tells the form the number, at once (in the event that changed it): the form's next render
   * then holds it, so its value never lags behind what the field shows.
   */
  const emit = (next: FieldState) => {
    const held = latest.current.value ?? lastEmitted.current;
    if (next.phone === held) return;
    lastEmitted.current = next.phone;
    latest.current.onChange?.(next.phone, {
      country: next.country,
      dialCode: next.callingCode ?? '',
      inputValue: next.text,
    });
  };

  // Loads libphonenumber; a text typed meanwhile is read once it is there.
  const requestTools = () => {
    if (tools || loading.current) return;
    loading.current = true;
    loadPhoneTools().then(
      (loaded) => {
        loading.current = false;
        const current = latest.current.field;
        if (current.unread) {
          let next = fromReading(current, loaded.readPhone(current.text, current.home));
          // The visitor left the field before its formatting came: shown as leaving shows it.
          const input = inputRef.current;
          if (input && input.ownerDocument.activeElement !== input) next = asSent(next, loaded);
          setField(next);
          emit(next);
        }
        setTools(loaded);
      },
      () => {
        loading.current = false;
      },
    );
  };

  // Changes that come with the props, applied while rendering (one state for all of them).
  let next = field;
  // A number from outside (the stored details, a reset after sending) replaces the text; the
  // form's echo of what the field told it does not (it is the field's number).
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== next.phone) {
      next = {
        ...next,
        text: value,
        unread: Boolean(value),
        phone: value,
        country: value ? next.country : next.country || next.home,
      };
    }
  }
  // The default country changes (the form's country was chosen): an empty field follows it.
  const [seenDefault, setSeenDefault] = useState(defaultCountry);
  if (defaultCountry !== seenDefault) {
    setSeenDefault(defaultCountry);
    if (!next.picked && !hasDigits(next.text) && next.country !== defaultCountry) {
      next = { ...next, country: defaultCountry, home: defaultCountry, callingCode: undefined };
    }
  }
  // A number given while libphonenumber is there: shown formatted (it is the form's already).
  if (tools && next.unread) next = fromReading(next, tools.readPhone(next.text, next.home));
  if (next !== field) setField(next);

  useEffect(() => {
    if (field.unread && !tools) requestTools();
  });

  const reported = useRef(field.country);
  useEffect(() => {
    if (field.country === reported.current) return;
    reported.current = field.country;
    onCountryChange?.(field.country);
  }, [field.country, onCountryChange]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const count = caret.current;
    caret.current = null;
    if (!input || count === null || input.ownerDocument.activeElement !== input) return;
    const at = caretAfter(field.text, count);
    input.setSelectionRange(at, at);
  }, [field, inputRef]);

  /** Reads `raw` (in `home` if it has no calling code) and tells the form the number. */
  const apply = (raw: string, home: string, picked = field.picked) => {
    const base = { ...field, home, picked };
    if (!tools) requestTools();
    const changed: FieldState = tools
      ? fromReading(base, tools.readPhone(raw, home))
      : { ...base, text: raw, unread: true, phone: plainPhone(raw) };
    setField(changed);
    emit(changed);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    let raw = input.value;
    let at = input.selectionEnd ?? raw.length;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    if (inputType.startsWith('delete')) {
      const edited = deleteAcrossFormatting(field.text, raw, at, inputType.endsWith('Forward'));
      if (edited) ({ text: raw, caret: at } = edited);
    }
    const start = numberStart(raw);
    caret.current = significantChars(raw.slice(start, Math.max(at, start))).length;
    apply(raw, field.home);
  };

  /** The visitor chose a country in the list: their number keeps its digits, with its code. */
  const selectCountry = (iso2: string, dialCode: string) => {
    if (field.international && field.nationalNumber) {
      apply(`+${dialCode} ${field.nationalNumber}`, iso2, true);
    } else if (!field.international && hasDigits(field.text)) {
      apply(field.text, iso2, true);
    } else {
      const changed = { ...field, text: '', phone: '', country: iso2, home: iso2, picked: true };
      setField(changed);
      emit(changed);
    }
  };

  /** Leaving the field: a valid number is shown as it is sent, in international form. */
  const handleBlur = () => {
    if (!tools) return;
    const shown = asSent(field, tools);
    if (shown !== field) setField(shown);
  };

  return { field, requestTools, handleChange, handleBlur, selectCountry };
}
