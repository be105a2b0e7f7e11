import type { FieldNode, FieldSpec } from './field-spec';

type Json = unknown;

/** The value a new item, a new list entry or an added group starts with. */
export function emptyValue(node: FieldNode): Json {
  switch (node.type) {
    case 'boolean':
      return false;
    case 'list':
      return [];
    case 'group':
      return emptyItem(node.fields);
    case 'number':
    case 'reference':
    case 'select':
    case 'image':
    case 'json':
      return undefined;
    default:
      return '';
  }
}

/** A new item of a kind: its required fields, empty. */
export function emptyItem(fields: readonly FieldSpec[]): Record<string, Json> {
  const item: Record<string, Json> = {};
  for (const field of fields) {
    if (!field.required) continue;
    item[field.name] = field.nullable ? null : emptyValue(field.node);
  }
  return item;
}

function isBlank(value: Json): boolean {
  return value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

function cleanValue(node: FieldNode, value: Json): Json {
  if (node.type === 'group' && value && typeof value === 'object' && !Array.isArray(value))
    return cleanObject(node.fields, value as Record<string, Json>);
  if (node.type === 'list' && Array.isArray(value))
    return value.map((entry) => cleanValue(node.item, entry));
  if (node.type === 'text' && typeof value === 'string' && node.multiline)
    return value.replace(/\r\n/g, '\n');
  return value;
}

/**
 * What the form holds, as the contract wants it: an emptied optional field is left out, an
 * emptied nullable one is `null`, a required one stays (empty, so validation names it). Keys the
 * form does not know are kept as they were.
 */
export function cleanObject(
  fields: readonly FieldSpec[],
  values: Readonly<Record<string, Json>>,
): Record<string, Json> {
  const result: Record<string, Json> = { ...values };
  for (const field of fields) {
    const value = values[field.name];
    if (isBlank(value)) {
      if (field.nullable) result[field.name] = null;
      else if (!field.required) delete result[field.name];
      else if (value === undefined) delete result[field.name];
      continue;
    }
    result[field.name] = cleanValue(field.node, value);
  }
  return result;
}

/** A path of the form (`text.0.title`) as the segments of an object path. */
export function pathSegments(path: string): (string | number)[] {
  return path === ''
    ? []
    : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Joins issue path segments as the server does: `text.0.title`. */
export function joinPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}
