import { z } from 'zod/mini';
import { imageSchema, isoDateSchema } from './common.schema';
import type { ContentKindName } from './index';
import { productCodeSchema } from './products.schema';
import {
  divisionRefSchema,
  marketingIndustryRefSchema,
  offsetDateTimeSchema,
  paragraphSchema,
} from './publication-refs.schema';
import { timeZoneSchema } from './time-zone.schema';

/**
 * What a content field is beyond its type, for the admin's contract-derived forms:
 * `ref` — the value is the key of an item of another kind (a picker lists that kind's items);
 * `widget` — how a string is edited (`multiline` text, an `image` from the media library, a
 * `datetime` with its UTC offset, a `date`, an IANA `timezone`).
 */
export interface ContentFieldMeta {
  ref?: ContentKindName;
  widget?: 'multiline' | 'image' | 'datetime' | 'date' | 'timezone';
}

/** Metadata of shared schemas, found by identity wherever a contract uses them. */
export const contentFieldRegistry = z.registry<ContentFieldMeta>();
contentFieldRegistry.add(imageSchema, { widget: 'image' });
contentFieldRegistry.add(offsetDateTimeSchema, { widget: 'datetime' });
contentFieldRegistry.add(isoDateSchema, { widget: 'date' });
contentFieldRegistry.add(paragraphSchema, { widget: 'multiline' });
contentFieldRegistry.add(timeZoneSchema, { widget: 'timezone' });
contentFieldRegistry.add(marketingIndustryRefSchema, { ref: 'industries' });
contentFieldRegistry.add(divisionRefSchema, { ref: 'divisions' });
contentFieldRegistry.add(productCodeSchema, { ref: 'products' });

/**
 * Metadata of fields written inline in a contract, by kind and path (`[]` stands for the items
 * of an array: `industries[]`). A path listed here wins over the registry.
 */
export const contentFieldHints: Partial<Record<ContentKindName, Record<string, ContentFieldMeta>>> =
  {
    products: {
      division: { ref: 'divisions' },
      'industries[]': { ref: 'industries' },
    },
    photogalleries: { section: { ref: 'photogallerySections' } },
  };

/** Field names whose strings are prose, edited in a multi-line box. */
export const multilineFieldNames: ReadonlySet<string> = new Set([
  'text',
  'description',
  'previewText',
  'heroText',
  'answer',
  'bio',
  'quote',
]);

/**
 * A field's metadata: the kind's hint for the path, else the registry's entry for the schema,
 * else `multiline` for prose names. The kind's own key field is never a reference (a product's
 * `code` is the product itself).
 */
export function contentFieldMeta(
  kind: ContentKindName,
  path: string,
  schema: z.core.$ZodType,
): ContentFieldMeta {
  const hint = contentFieldHints[kind]?.[path];
  if (hint) return hint;
  const registered = contentFieldRegistry.get(schema);
  if (registered?.ref === kind && !path.includes('.') && !path.includes('[]')) return {};
  if (registered) return registered;
  const name = path.replace(/\[\]$/, '').split('.').pop() ?? path;
  if (schema._zod.def.type === 'string' && multilineFieldNames.has(name))
    return { widget: 'multiline' };
  return {};
}
