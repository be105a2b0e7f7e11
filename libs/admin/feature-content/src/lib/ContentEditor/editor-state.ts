import { useEffect, useState } from 'react';
import type { Locale } from '@corp/shared/i18n';
import type { ContentItem, PublishError } from '../api-types';
import type { ContentFormSpec } from '../schema/field-spec';
import { ownCopy } from '../schema/fallback';
import { emptyItem } from '../schema/form-values';
import { issuesAt } from '../schema/validate-content';
import type { FieldIssue } from '../schema/validate-content';

type Data = Record<string, unknown>;

/** Publish errors of the server as the issues of each locale's form. */
export function issuesByLocale(
  errors: readonly PublishError[],
): Partial<Record<Locale, FieldIssue[]>> {
  const result: Partial<Record<Locale, FieldIssue[]>> = {};
  for (const error of errors)
    (result[error.locale] ??= []).push({
      path: error.path,
      code: 'custom',
      message: error.message,
    });
  return result;
}

/**
 * A refused publish in the editor's words: at each path the server refused, the issues the
 * client's own check of that locale (the same contract) finds there, translated by their codes;
 * the server's message only where the client finds nothing at that path.
 */
export function refusalIssues(
  errors: readonly PublishError[],
  check: (locale: Locale) => readonly FieldIssue[],
): Partial<Record<Locale, FieldIssue[]>> {
  const result: Partial<Record<Locale, FieldIssue[]>> = {};
  for (const [locale, refused] of Object.entries(issuesByLocale(errors)) as [
    Locale,
    FieldIssue[],
  ][]) {
    const own = check(locale);
    const issues: FieldIssue[] = [];
    const named = new Set<string>();
    for (const issue of refused) {
      const found = issuesAt(own, issue.path);
      if (found.length === 0) issues.push(issue);
      else if (!named.has(issue.path)) issues.push(...found);
      named.add(issue.path);
    }
    result[locale] = issues;
  }
  return result;
}

/** The value of the item's key field as the contract stores it (`6`, not `'6'`, for ids). */
export function keyValue(spec: ContentFormSpec, item: ContentItem): string | number {
  for (const copies of Object.values(item.locales)) {
    const value = ownCopy(copies)?.[spec.keyField];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  const keyField = spec.fields.find((field) => field.name === spec.keyField);
  return keyField?.node.type === 'number' ? Number(item.key) : item.key;
}

/** The two locales shown first: the first two the user may write, else English and Russian. */
export function initialColumns(editable: readonly Locale[]): [Locale, Locale] {
  const [first = 'en', second] = editable;
  return [first, second ?? (first === 'en' ? 'ru' : 'en')];
}

/**
 * The editor's working state: the locales in the two columns, unsaved edits per locale (kept
 * over a refetch while unsaved; a saved locale shows the server's copy again), issues and notes.
 */
export function useEditorState(
  item: ContentItem,
  editable: readonly Locale[],
  spec: ContentFormSpec,
) {
  const [columns, setColumns] = useState<[Locale, Locale]>(() => initialColumns(editable));
  const [edits, setEdits] = useState<Partial<Record<Locale, Data>>>({});
  const [dirty, setDirty] = useState<ReadonlySet<Locale>>(new Set());
  const [issues, setIssues] = useState<Partial<Record<Locale, FieldIssue[]>>>({});
  const [notes, setNotes] = useState<Partial<Record<Locale, string>>>({});

  // The server's copy changed (a save, a restore, a publish): unsaved edits stay, others go
  // (React's "adjusting state when a prop changes").
  const [seenItem, setSeenItem] = useState(item);
  if (seenItem !== item) {
    setSeenItem(item);
    const kept: Partial<Record<Locale, Data>> = {};
    for (const locale of dirty) if (edits[locale]) kept[locale] = edits[locale];
    setEdits(kept);
  }

  // Unsaved edits: leaving the page (reload, close, another address) asks first.
  const unsaved = dirty.size > 0;
  useEffect(() => {
    if (!unsaved) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return {
    columns,
    setColumn: (index: 0 | 1, locale: Locale) =>
      setColumns((current) => (index === 0 ? [locale, current[1]] : [current[0], locale])),
    valueOf: (locale: Locale): Data | null => {
      if (edits[locale]) return edits[locale];
      const copy = ownCopy(item.locales[locale]);
      // A new item's copy holds only its key: its required fields start empty (flags false).
      return copy ? { ...emptyItem(spec.fields), ...copy } : null;
    },
    edit: (locale: Locale, value: Data) => {
      setEdits((current) => ({ ...current, [locale]: value }));
      setDirty((current) => new Set(current).add(locale));
    },
    saved: (locale: Locale) =>
      setDirty((current) => {
        const next = new Set(current);
        next.delete(locale);
        return next;
      }),
    dirty,
    issues,
    setIssues: (locale: Locale, list: FieldIssue[]) =>
      setIssues((current) => ({ ...current, [locale]: list })),
    replaceIssues: setIssues,
    notes,
    note: (locale: Locale, text: string | undefined) =>
      setNotes((current) => ({ ...current, [locale]: text })),
  };
}
