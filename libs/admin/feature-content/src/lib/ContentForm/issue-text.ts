import type { ContentTranslate } from '../content-texts';
import type { FieldIssue } from '../schema/validate-content';

/**
 * An issue as the editor reads it: the contract's own words for its refinements and patterns
 * (`must be a slug`) and the server's message, else the translated text of its code.
 */
export function issueText(t: ContentTranslate, issue: FieldIssue): string {
  if (issue.message && (issue.code === 'custom' || issue.code === 'format')) return issue.message;
  return t(`issues.${issue.code}`, issue.params);
}

/** All of a field's issues as one message (the design system shows one error per control). */
export function issuesText(
  t: ContentTranslate,
  issues: readonly FieldIssue[] | undefined,
): string | undefined {
  if (!issues?.length) return undefined;
  return [...new Set(issues.map((issue) => issueText(t, issue)))].join(' ');
}
