import { useContentTexts } from '../content-texts';
import { useContentForm } from './form-context';
import { issuesText } from './issue-text';
import { getAt, pathId, pathText } from './value-paths';
import type { PathKey } from './value-paths';

/** One field's value, setter, id, error text and whether it can be changed. */
export function useField(path: readonly PathKey[], readOnly = false) {
  const form = useContentForm();
  const t = useContentTexts();
  return {
    id: pathId(form.idPrefix, path),
    value: getAt(form.values, path),
    set: (value: unknown) => form.setValue(path, value),
    error: issuesText(t, form.issues.get(pathText(path))),
    disabled: form.disabled || readOnly,
    lang: form.locale === 'kz' ? 'kk' : form.locale,
    t,
  };
}
