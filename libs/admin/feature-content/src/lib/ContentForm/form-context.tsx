import { createContext, useContext } from 'react';
import type { Locale } from '@corp/shared/i18n';
import type { FieldIssue } from '../schema/validate-content';
import type { PathKey } from './value-paths';

/** What every field of one locale's form reads: the values, their setter and the issues. */
export interface ContentFormContextValue {
  values: Record<string, unknown>;
  setValue: (path: readonly PathKey[], value: unknown) => void;
  /** Issues by path text (`text.0.title`). */
  issues: ReadonlyMap<string, readonly FieldIssue[]>;
  disabled: boolean;
  /** The content locale this form edits (the ids and the language of its inputs). */
  locale: Locale;
  idPrefix: string;
}

export const ContentFormContext = createContext<ContentFormContextValue | null>(null);

export function useContentForm(): ContentFormContextValue {
  const context = useContext(ContentFormContext);
  if (!context) throw new Error('useContentForm must be used inside a ContentForm');
  return context;
}
