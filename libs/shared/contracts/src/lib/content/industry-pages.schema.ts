import { industryCodes } from './page-codes';
import { z } from 'zod/mini';
import { imageSchema } from './common.schema';
import { productCodeSchema } from './products.schema';

/** The industry pages of spec §2.2 (one list: page-codes.ts). */
export const INDUSTRY_PAGE_CODES = industryCodes;

/**
 * An industry page: its marketing id (1–7, sent with the page's leads), hero, body sections and
 * the products shown in its products block.
 */
export const industryPagesItemSchema = z.strictObject({
  code: z.enum(INDUSTRY_PAGE_CODES),
  marketingId: z.number().check(z.int(), z.gte(1), z.lte(7)),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(20)),
  image: imageSchema,
  sections: z
    .array(
      z.strictObject({
        title: z.string().check(z.minLength(1)),
        text: z.string().check(z.minLength(40)),
      }),
    )
    .check(z.minLength(2), z.maxLength(4)),
  products: z.array(productCodeSchema).check(z.minLength(1)),
});
export type IndustryPagesItem = z.infer<typeof industryPagesItemSchema>;
