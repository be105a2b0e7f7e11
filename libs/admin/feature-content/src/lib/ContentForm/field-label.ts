import type { ContentTranslate } from '../content-texts';
import type { FieldNode, FieldSpec } from '../schema/field-spec';
import { pathSegments } from '../schema/form-values';
import { humanize } from './value-paths';

/** A field's label: its translated name, else its name in words (`startDate` → `Start date`). */
export function fieldLabel(t: ContentTranslate, name: string): string {
  return t(`fields.${name}` as never, { defaultValue: humanize(name) });
}

/** The label of a list's entry at `index` (from 0): `Text, entry 1`. */
export function entryLabel(t: ContentTranslate, listLabel: string, index: number): string {
  return t('form.entry', { label: listLabel, index: index + 1 });
}

/**
 * A path of the form (`text.0.title`) named as the form labels its fields and the fieldsets
 * around it: `Name`, `Text, entry 1`, `Program, entry 2 › Title`.
 */
export function pathLabel(t: ContentTranslate, fields: readonly FieldSpec[], path: string): string {
  const labels: string[] = [];
  let children: readonly FieldSpec[] | undefined = fields;
  let node: FieldNode | undefined;
  for (const segment of pathSegments(path)) {
    if (typeof segment === 'number') {
      labels.push(entryLabel(t, labels.pop() ?? '', segment));
      node = node?.type === 'list' ? node.item : undefined;
    } else {
      node = children?.find((field) => field.name === segment)?.node;
      labels.push(fieldLabel(t, segment));
    }
    children = node?.type === 'group' ? node.fields : undefined;
  }
  return labels.join(' › ');
}
