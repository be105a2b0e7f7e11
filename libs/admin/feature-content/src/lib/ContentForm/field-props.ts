import type { FieldNode } from '../schema/field-spec';
import type { PathKey } from './value-paths';

/** What every field control gets: where its value is, its label and what the contract says. */
export interface FieldControlProps<N extends FieldNode = FieldNode> {
  path: readonly PathKey[];
  label: string;
  required: boolean;
  nullable: boolean;
  readOnly: boolean;
  node: N;
}
