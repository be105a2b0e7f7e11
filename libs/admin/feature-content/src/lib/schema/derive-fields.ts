import { contentFieldMeta, contentKinds } from '@corp/shared/contracts';
import type { ContentFieldMeta, ContentKindName } from '@corp/shared/contracts';
import type { ContentFormSpec, FieldNode, FieldSpec } from './field-spec';

/** A zod 4 schema as its definition exposes it (classic and mini share `_zod.def`). */
interface SchemaLike {
  _zod: { def: Record<string, unknown> & { type: string; checks?: readonly SchemaLike[] } };
}
type CheckDef = Record<string, unknown> & { check: string };

const wrappers = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

interface Unwrapped {
  schema: SchemaLike;
  required: boolean;
  nullable: boolean;
}

/** Strips optional/nullable/default/readonly/pipe wrappers, noting what they said. */
function unwrap(schema: SchemaLike): Unwrapped {
  let current = schema;
  let required = true;
  let nullable = false;
  for (;;) {
    const def = current._zod.def;
    if (wrappers.has(def.type)) {
      if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault')
        required = false;
      if (def.type === 'nullable') nullable = true;
      current = def['innerType'] as SchemaLike;
    } else if (def.type === 'pipe') {
      current = def['in'] as SchemaLike;
    } else if (def.type === 'lazy') {
      current = (def['getter'] as () => SchemaLike)();
    } else {
      return { schema: current, required, nullable };
    }
  }
}

function checksOf(schema: SchemaLike): CheckDef[] {
  return (schema._zod.def.checks ?? []).map((check) => check._zod.def as unknown as CheckDef);
}

function textNode(schema: SchemaLike, multiline: boolean): FieldNode {
  const def = schema._zod.def;
  const node: Extract<FieldNode, { type: 'text' }> = { type: 'text', multiline };
  if (def['format'] === 'url' || def['format'] === 'email') node.format = def['format'];
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') node.minLength = check['minimum'] as number;
    if (check.check === 'max_length') node.maxLength = check['maximum'] as number;
    if (check.check === 'string_format' && check['format'] === 'regex') {
      node.pattern = String(check['pattern']);
      const error = check['error'];
      const words = typeof error === 'function' ? (error as (issue: object) => unknown)({}) : error;
      if (typeof words === 'string') node.patternMessage = words;
    }
  }
  return node;
}

function numberNode(schema: SchemaLike): FieldNode {
  const node: Extract<FieldNode, { type: 'number' }> = { type: 'number', integer: false };
  for (const check of checksOf(schema)) {
    const format = check['format'];
    if (check.check === 'number_format' && typeof format === 'string' && /int/.test(format))
      node.integer = true;
    if (check.check === 'greater_than') {
      const value = check['value'] as number;
      node.min = check['inclusive'] ? value : node.integer ? value + 1 : value;
    }
    if (check.check === 'less_than') {
      const value = check['value'] as number;
      node.max = check['inclusive'] ? value : node.integer ? value - 1 : value;
    }
  }
  return node;
}

function literalValues(schema: SchemaLike): (string | number)[] | undefined {
  const def = schema._zod.def;
  if (def.type === 'enum') return Object.values(def['entries'] as Record<string, string | number>);
  if (def.type === 'literal') {
    const values = def['values'] as unknown[];
    return values.every((value) => typeof value === 'string' || typeof value === 'number')
      ? (values as (string | number)[])
      : undefined;
  }
  if (def.type === 'union') {
    const all: (string | number)[] = [];
    for (const option of def['options'] as SchemaLike[]) {
      const values = literalValues(unwrap(option).schema);
      if (!values) return undefined;
      all.push(...values);
    }
    return all;
  }
  return undefined;
}

function referenceNode(meta: ContentFieldMeta, schema: SchemaLike): FieldNode | undefined {
  if (!meta.ref) return undefined;
  const type = schema._zod.def.type;
  if (type !== 'number' && type !== 'string' && type !== 'enum') return undefined;
  return { type: 'reference', to: meta.ref, valueType: type === 'number' ? 'number' : 'string' };
}

function nodeOf(kind: ContentKindName, pattern: string, raw: SchemaLike): FieldNode {
  const { schema } = unwrap(raw);
  // The registry knows the shared schemas by identity: look at the wrapper and what it wraps.
  const meta = mergeMeta(
    contentFieldMeta(kind, pattern, raw as never),
    contentFieldMeta(kind, pattern, schema as never),
  );
  const reference = referenceNode(meta, schema);
  if (reference) return reference;
  if (meta.widget === 'image') return { type: 'image' };
  if (meta.widget === 'timezone') return { type: 'select', options: timeZones() };
  if (meta.widget === 'datetime' || meta.widget === 'date')
    return { type: 'datetime', dateAllowed: meta.widget === 'date' };
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      if (def['format'] === 'datetime') return { type: 'datetime', dateAllowed: false };
      if (def['format'] === 'date') return { type: 'datetime', dateAllowed: true };
      return textNode(schema, meta.widget === 'multiline');
    case 'number':
    case 'int':
      return numberNode(schema);
    case 'boolean':
      return { type: 'boolean' };
    case 'object':
      return { type: 'group', fields: fieldsOf(kind, schema, pattern ? `${pattern}.` : '') };
    case 'array': {
      const node: Extract<FieldNode, { type: 'list' }> = {
        type: 'list',
        item: nodeOf(kind, `${pattern}[]`, def['element'] as SchemaLike),
      };
      for (const check of checksOf(schema)) {
        if (check.check === 'min_length') node.minItems = check['minimum'] as number;
        if (check.check === 'max_length') node.maxItems = check['maximum'] as number;
      }
      return node;
    }
    default: {
      const options = literalValues(schema);
      return options ? { type: 'select', options } : { type: 'json' };
    }
  }
}

/** The IANA zones this runtime knows, `UTC` first (a contract checks a zone the same way). */
function timeZones(): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((zone) => zone !== 'UTC')];
}

function mergeMeta(outer: ContentFieldMeta, inner: ContentFieldMeta): ContentFieldMeta {
  return { ...inner, ...outer };
}

function fieldsOf(kind: ContentKindName, objectSchema: SchemaLike, prefix: string): FieldSpec[] {
  const shape = objectSchema._zod.def['shape'] as Record<string, SchemaLike>;
  return Object.entries(shape).map(([name, schema]) => {
    const pattern = `${prefix}${name}`;
    const { required, nullable } = unwrap(schema);
    return {
      name,
      pattern,
      required,
      nullable,
      readOnly: false,
      node: nodeOf(kind, pattern, schema),
    };
  });
}

const cache = new Map<ContentKindName, ContentFormSpec>();

/**
 * The form of a content kind, read from its contract (`contentKinds[kind].schema`): one field
 * per property in contract order, required unless optional, enums as selects, arrays as
 * repeatable groups, nested objects as fieldsets, and the metadata of @corp/shared/contracts
 * (`contentFieldMeta`) for references, images, dates and prose. Refinements (`.check(refine)`)
 * leave the shape as it is: they are checked when the item is validated.
 */
export function deriveContentForm(kind: ContentKindName): ContentFormSpec {
  const known = cache.get(kind);
  if (known) return known;
  const contract = contentKinds[kind];
  const root = unwrap(contract.schema as unknown as SchemaLike).schema;
  if (root._zod.def.type !== 'object')
    throw new Error(`The contract of ${kind} is not an object schema`);
  const fields = fieldsOf(kind, root, '').map((field) =>
    field.name === contract.key ? { ...field, readOnly: true } : field,
  );
  const spec: ContentFormSpec = { kind, keyField: contract.key, fields };
  cache.set(kind, spec);
  return spec;
}

/** Every kind's name, in the order of `contentKinds`. */
export const contentKindNames = Object.keys(contentKinds) as ContentKindName[];

/** Whether a string names a content kind. */
export function isContentKind(value: unknown): value is ContentKindName {
  return typeof value === 'string' && Object.hasOwn(contentKinds, value);
}
