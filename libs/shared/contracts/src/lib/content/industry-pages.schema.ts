import { industryCodes } from '@corp/shared/routing';
import { z } from 'zod';
import { imageSchema } from './common.schema';
import { productCodeSchema } from './products.schema';

/** The industry pages of spec §2.2 (one list, in the URL rules). */
export const INDUSTRY_PAGE_CODES = industryCodes;

/**
 * An industry page: its marketing id (1–7, sent with the page's leads), hero, body sections and
 * the products shown in its products block.
 */
export const industryPagesItemSchema = z.strictObject({
  code: z.enum(INDUSTRY_PAGE_CODES),
  marketingId: z.number().int().min(1).max(7),
  title: z.string().min(1),
  description: z.string().min(20),
  image: imageSchema,
  sections: z
    .array(z.strictObject({ title: z.string().min(1), text: z.string().min(40) }))
    .min(2)
    .max(4),
  products: z.array(productCodeSchema).min(1),
});
export type IndustryPagesItem = z.infer<typeof industryPagesItemSchema>;
