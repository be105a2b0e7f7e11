import { z } from 'zod/mini';
import { codeSchema, imageSchema, isoDateSchema } from './common.schema';
import { marketingIndustryRefSchema, referencedProductCodeSchema } from './refs-b.schema';

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
  results: z
    .array(
      z.strictObject({
        value: z.string().check(z.minLength(1)),
        text: z.string().check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
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
