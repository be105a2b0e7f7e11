import type { ContentKindName } from '@corp/shared/contracts';

/** How one value of a content item is edited; derived from the kind's zod contract. */
export type FieldNode =
  | {
      type: 'text';
      multiline: boolean;
      format?: 'url' | 'email';
      minLength?: number;
      maxLength?: number;
      /** The contract's regular expression, and its own words for it (`must be a slug`). */
      pattern?: string;
      patternMessage?: string;
    }
  | { type: 'number'; integer: boolean; min?: number; max?: number }
  | { type: 'boolean' }
  | { type: 'select'; options: readonly (string | number)[] }
  /** An ISO date-time with its UTC offset (`dateAllowed`: a plain date is valid too). */
  | { type: 'datetime'; dateAllowed: boolean }
  /** The key of an item of another kind (`valueType` as the contract stores it). */
  | { type: 'reference'; to: ContentKindName; valueType: 'string' | 'number' }
  /** An imageSchema object, picked from the media library. */
  | { type: 'image' }
  | { type: 'group'; fields: readonly FieldSpec[] }
  | { type: 'list'; item: FieldNode; minItems?: number; maxItems?: number }
  /** Anything the form has no control for (a union of objects): edited as JSON. */
  | { type: 'json' };

export interface FieldSpec {
  /** The property name. */
  name: string;
  /** The path pattern from the item's root, `[]` for array items: `program[].title`. */
  pattern: string;
  /** Not optional in the contract: the form marks it and the contract refuses it missing. */
  required: boolean;
  /** `null` is a value of its own (`knowMore: null`, `industry: null`). */
  nullable: boolean;
  /** The kind's key field: the server forces it to the item's key. */
  readOnly: boolean;
  node: FieldNode;
}

/** The form of a kind: its fields in contract order and the key field's name. */
export interface ContentFormSpec {
  kind: ContentKindName;
  keyField: string;
  fields: readonly FieldSpec[];
}
