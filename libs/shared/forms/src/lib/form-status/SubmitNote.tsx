import { Button } from '@corp/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Control, FieldValues, Resolver } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useFormStatusTexts } from './form-status.texts';

/** The fields that keep a form from being sent: empty ones, and ones with a wrong value. */
export interface FormBlockers {
  missing: readonly string[];
  wrong: readonly string[];
}

const noBlockers: FormBlockers = { missing: [], wrong: [] };
/** The message keys of an empty field (spec §5 'required', 'require-single'). */
const emptyKeys = new Set(['required', 'require-single']);
/** Form values whose message belongs to another field (the phone's country code). */
const fieldAliases: Readonly<Record<string, string>> = { countryCode: 'phone' };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * What the form's own rules (its resolver) still refuse in what the visitor has entered, field by
 * field in the form's order, whether or not the visitor has been to the field yet (react-hook-form
 * shows a field's message only once it was left or the form sent; its `isValid` says only that
 * something is wrong). Run again on every change; the last run wins.
 */
export function useFormBlockers<T extends FieldValues, TOut extends FieldValues>(
  control: Control<T, unknown, TOut>,
  resolver: Resolver<T, unknown, TOut>,
  order: readonly string[],
): FormBlockers {
  const values = useWatch({ control }) as T;
  const [blockers, setBlockers] = useState<FormBlockers>(noBlockers);
  const run = useRef(0);
  useEffect(() => {
    run.current += 1;
    const current = run.current;
    // In a task of its own, not in the commit that mounts or changes the form: on a slow phone
    // the form's first validation was a large part of the task that mounted it (ADR 0032). A
    // change before it runs replaces it.
    const timer = setTimeout(() => {
      Promise.resolve(
        resolver(values, undefined, {
          fields: {},
          criteriaMode: 'firstError',
          shouldUseNativeValidation: false,
        }),
      ).then(
        ({ errors }) => {
          if (current !== run.current) return;
          const keys = new Map<string, string>();
          for (const [name, error] of Object.entries(errors)) {
            const field = fieldAliases[name] ?? name;
            const key = (error as { message?: unknown } | undefined)?.message;
            if (!keys.has(field)) keys.set(field, typeof key === 'string' ? key : '');
          }
          const fields = order.filter((field) => keys.has(field));
          const missing = fields.filter((field) => emptyKeys.has(keys.get(field) as string));
          const wrong = fields.filter((field) => !emptyKeys.has(keys.get(field) as string));
          setBlockers((previous) =>
            sameList(previous.missing, missing) && sameList(previous.wrong, wrong)
              ? previous
              : { missing, wrong },
          );
        },
        () => undefined,
      );
    });
    return () => clearTimeout(timer);
  }, [values, resolver, order]);
  return blockers;
}

export interface SubmitNoteProps {
  id: string;
  blockers: FormBlockers;
  /** A field's label, as the form shows it. */
  label: (field: string) => string;
  className?: string;
}

/** Fields the note names by their own sentence rather than by label. */
const ownSentence: Readonly<Record<string, 'attach' | 'agree'>> = {
  file: 'attach',
  policyAgreement: 'agree',
};

/**
 * Says, beside a disabled send button, what the form still needs (spec §4 keeps the button
 * disabled while the form is invalid): "To send: fill in First name, Phone; agree to the privacy
 * policy." Nothing while nothing is missing. The button names it as its description.
 */
export function SubmitNote({ id, blockers, label, className }: SubmitNoteProps) {
  const t = useFormStatusTexts();
  const named = (fields: readonly string[]) =>
    fields
      .filter((field) => !ownSentence[field])
      .map(label)
      .join(', ');
  const parts: string[] = [];
  const missing = named(blockers.missing);
  if (missing) parts.push(t('fillIn', { fields: missing }));
  const wrong = named(blockers.wrong);
  if (wrong) parts.push(t('correct', { fields: wrong }));
  const all = [...blockers.missing, ...blockers.wrong];
  for (const [field, sentence] of Object.entries(ownSentence)) {
    if (all.includes(field)) parts.push(t(sentence));
  }
  if (parts.length === 0) return null;
  return (
    <p id={id} className={className}>
      {`${t('lead')} ${parts.join('; ')}.`}
    </p>
  );
}

/**
 * Enter in a text field of a form that cannot be sent yet: the browser does nothing (its send
 * button is disabled); this sends it through the form's own submit instead, which shows every
 * field's message and focuses the first one.
 */
export function submitOnEnter(submit: () => unknown) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    if (['checkbox', 'radio', 'file', 'button', 'submit'].includes(target.type)) return;
    event.preventDefault();
    void submit();
  };
}

export interface SendButtonProps<T extends FieldValues, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  resolver: Resolver<T, unknown, TOut>;
  /** The form's fields in order (the note names them so). */
  order: readonly string[];
  label: (field: string) => string;
  isValid: boolean;
  pending: boolean;
  pendingLabel: ReactNode;
  noteClassName?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A form's send button, disabled while the form is invalid or sending (spec §4), with the note
 * that says why beside it (its description).
 */
export function SendButton<T extends FieldValues, TOut extends FieldValues>({
  control,
  resolver,
  order,
  label,
  isValid,
  pending,
  pendingLabel,
  noteClassName,
  className,
  children,
}: SendButtonProps<T, TOut>) {
  const noteId = useId();
  const blockers = useFormBlockers(control, resolver, order);
  const blocked = !isValid && !pending && blockers.missing.length + blockers.wrong.length > 0;
  return (
    <>
      <Button
        type="submit"
        disabled={!isValid}
        pending={pending}
        pendingLabel={pendingLabel}
        aria-describedby={blocked ? noteId : undefined}
        className={className}
      >
        {children}
      </Button>
      {blocked ? (
        <SubmitNote id={noteId} blockers={blockers} label={label} className={noteClassName} />
      ) : null}
    </>
  );
}
