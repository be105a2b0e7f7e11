import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/** A schema as the resolver reads it: what it gives (`output`) from what it is given (`input`). */
interface FormSchema<Fields, Values> {
  _zod: { input: Fields; output: Values };
}

/**
 * The resolver of a form whose fields are wider than its schema's input: a box the visitor has
 * not ticked yet is `false` in the form, which the schema (accepting only `true`) refuses with
 * its message. `Fields` is given, and the schema must read them (its input one of them).
 */
export function formResolver<Fields extends FieldValues, Values>(
  schema: FormSchema<Fields, Values>,
): Resolver<Fields, unknown, Values> {
  return zodResolver<Fields, unknown, Values, FormSchema<Fields, Values>>(schema);
}
