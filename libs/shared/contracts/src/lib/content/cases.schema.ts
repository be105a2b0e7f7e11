import { z } from 'zod/mini';
import { codeSchema, imageSchema, isoDateSchema } from './common.schema';
import { marketingIndustryRefSchema, referencedProductCodeSchema } from './publication-refs.schema';

/**
 * The units a case's result may carry: the content holds the number and the unit's id, and the
 * page writes the unit in its language (`formatQuantity` of @corp/shared/i18n, issue 42).
 */
export const caseResultUnits = ['cm', 'day', 'week', 'month', 'million-rubles'] as const;

/** A number with a unit: an optional sign, a number and optionally a range's second number. */
const quantityValue = /^[±+−-]?\d+(?:\.\d+)?(?:–\d+(?:\.\d+)?)?$/;

/** A measured result: `{ "value": "−7%" }`, or a number and its unit `{ "value": "±10", "unit": "cm" }`. */
export const caseResultSchema = z
  .strictObject({
    value: z.string().check(z.minLength(1)),
    unit: z.optional(z.enum(caseResultUnits)),
    text: z.string().check(z.minLength(1)),
  })
  .check(
    z.refine((result) => result.unit === undefined || quantityValue.test(result.value), {
      message: 'a value with a unit is a number: 10, ±10, 2–3 or 1.5 (the unit is not written)',
      path: ['value'],
    }),
  );

/** A customer case (`GET /api/v1/cases/`, `GET /api/v1/cases/{slug}/`). */
export const casesItemSchema = z.strictObject({
  code: codeSchema,
  title: z.string().check(z.minLength(1)),
  company: z.string().check(z.minLength(1)),
  industry: marketingIndustryRefSchema,
  products: z.array(referencedProductCodeSchema).check(z.minLength(1)),
  preview: z.string().check(z.minLength(1)),
  challenge: z.string().check(z.minLength(1)),
  solution: z.string().check(z.minLength(1)),
  results: z.array(caseResultSchema).check(z.minLength(1)),
  image: imageSchema,
  date: isoDateSchema,
  /** A customer's words about the project (the reviewCard modal). */
  quote: z.optional(
    z.strictObject({
      text: z.string().check(z.minLength(1)),
      author: z.string().check(z.minLength(1)),
      position: z.string().check(z.minLength(1)),
      /** The author's company; the case's `company` when absent. */
      company: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
});
export type CasesItem = z.infer<typeof casesItemSchema>;
