import { useMemo } from 'react';
import type { Locale } from '@corp/shared/i18n';
import { useContentTexts } from '../content-texts';
import type { ContentFormSpec } from '../schema/field-spec';
import { pathSegments } from '../schema/form-values';
import type { FieldIssue } from '../schema/validate-content';
import styles from './ContentForm.module.scss';
import { pathLabel } from './field-label';
import { FieldList } from './FieldView';
import { ContentFormContext } from './form-context';
import type { ContentFormContextValue } from './form-context';
import { issueText } from './issue-text';
import { pathId, setAt } from './value-paths';

export interface ContentFormProps {
  spec: ContentFormSpec;
  /** The content locale edited (not the admin's language). */
  locale: Locale;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** The contract's issues (checked here or refused by the server), shown next to each field. */
  issues: readonly FieldIssue[];
  disabled?: boolean;
  /** Unique per form on the page (two locale columns). */
  idPrefix: string;
}

/**
 * The form of one locale of a content item, derived from the kind's contract: every field with
 * its control, required marks, and each issue next to its field; a list of the issues with
 * links to their fields on top.
 */
export function ContentForm({
  spec,
  locale,
  value,
  onChange,
  issues,
  disabled = false,
  idPrefix,
}: ContentFormProps) {
  const t = useContentTexts();
  const byPath = useMemo(() => {
    const map = new Map<string, FieldIssue[]>();
    for (const issue of issues) map.set(issue.path, [...(map.get(issue.path) ?? []), issue]);
    return map;
  }, [issues]);
  const context: ContentFormContextValue = {
    values: value,
    setValue: (path, next) => onChange(setAt(value, path, next)),
    issues: byPath,
    disabled,
    locale,
    idPrefix,
  };
  const summaryId = `${idPrefix}-issues`;
  return (
    <ContentFormContext value={context}>
      <div className={styles['form']}>
        {issues.length > 0 ? (
          <div className={styles['summary']} role="alert" aria-labelledby={summaryId}>
            <p id={summaryId} className={styles['summaryTitle']}>
              {t('form.summary')}
            </p>
            <ul className={styles['summaryList']}>
              {issues.map((issue, index) => (
                // Issues have no identity of their own; the list is rebuilt on each check.
                <li key={index}>
                  {issue.path ? (
                    <a href={`#${pathId(idPrefix, pathSegments(issue.path))}`}>
                      {pathLabel(t, spec.fields, issue.path)}
                    </a>
                  ) : (
                    <span>{t('form.itemIssue')}</span>
                  )}
                  {': '}
                  {issueText(t, issue)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <FieldList fields={spec.fields} path={[]} />
      </div>
    </ContentFormContext>
  );
}
