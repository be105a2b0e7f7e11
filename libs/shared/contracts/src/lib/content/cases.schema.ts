import { z } from 'zod';
import { codeSchema, imageSchema, isoDateSchema } from './common.schema';
import { marketingIndustryRefSchema, referencedProductCodeSchema } from './refs-b.schema';

/** A customer case (`GET /api/v1/cases/`, `GET /api/v1/cases/{slug}/`). */
export const casesItemSchema = z.strictObject({
  code: codeSchema,
  title: z.string().min(1),
  company: z.string().min(1),
  industry: marketingIndustryRefSchema,
  products: z.array(referencedProductCodeSchema).min(1),
  preview: z.string().min(1),
  challenge: z.string().min(1),
  solution: z.string().min(1),
  results: z.array(z.strictObject({ value: z.string().min(1), text: z.string().min(1) })).min(1),
  image: imageSchema,
  date: isoDateSchema,
  /** A customer's words about the project (the reviewCard modal). */
  quote: z
    .strictObject({
      text: z.string().min(1),
      author: z.string().min(1),
      position: z.string().min(1),
      /** The author's company; the case's `company` when absent. */
      company: z.string().min(1).optional(),
    })
    .optional(),
});
export type CasesItem = z.infer<typeof casesItemSchema>;
