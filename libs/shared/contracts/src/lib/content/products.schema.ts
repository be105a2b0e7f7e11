import { productCodes } from '@corp/shared/routing';
import { z } from 'zod';
import { imageSchema, linkSchema, urlSchema } from './common.schema';

/** The 28 product codes of spec §2.2 (one list, in the URL rules). */
export const PRODUCT_CODES = productCodes;
export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

export const PRODUCT_STATUSES = ['active', 'new', 'beta'] as const;

/** An absolute https URL. */
const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** A CSS colour or gradient, used as the card background as-is ("raw"). */
export const cssBackgroundSchema = z
  .string()
  .regex(
    /^(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\)|(linear|radial)-gradient\(.+\))$/,
    'must be a CSS colour or gradient',
  );

/**
 * The brochure of a product: what `POST /api/v1/feedback/` (type brochure / brochure-ext)
 * answers after the download form (spec §3 "Feedback response").
 */
export const productBrochureSchema = z.strictObject({
  downloadLink: urlSchema,
  filename: z.string().regex(/^[\w.-]+\.pdf$/, 'must be a PDF file name'),
  extendedUri: urlSchema.optional(),
  howItWorkFileLink: urlSchema.optional(),
  howItWorkFileName: z
    .string()
    .regex(/^[\w.-]+\.pdf$/, 'must be a PDF file name')
    .optional(),
});

/** A product demo: a file to download, an external demo stand, or both. */
export const productDemoSchema = z
  .strictObject({
    downloadLink: urlSchema.optional(),
    filename: z.string().min(1).optional(),
    externalLink: httpsUrlSchema.optional(),
  })
  .refine((demo) => demo.downloadLink !== undefined || demo.externalLink !== undefined, {
    message: 'a demo needs a downloadLink or an externalLink',
  })
  .refine((demo) => demo.downloadLink === undefined || demo.filename !== undefined, {
    message: 'a downloadLink needs a filename',
    path: ['filename'],
  });

/**
 * The brochure pop-up of a product page (spec §3 "Brochure pop-up: title, description,
 * controls"; the popup-brochure modal): the offer shown before the brochure form.
 */
export const productPopupBrochureSchema = z.strictObject({
  title: z.string().min(1).max(120),
  description: z.string().min(20).max(400),
});
export type ProductPopupBrochure = z.infer<typeof productPopupBrochureSchema>;

/** A product's brochure video (the video-brochure modal): an mp4 and its poster image. */
export const productVideoSchema = z.strictObject({
  src: urlSchema.regex(/\.(mp4|webm)$/, 'must be an mp4 or webm file'),
  poster: urlSchema,
  title: z.string().min(1).max(120),
});
export type ProductVideo = z.infer<typeof productVideoSchema>;

/** A feature of a product page; `details` are the paragraphs of its feature-modal. */
export const productFeatureSchema = z.strictObject({
  title: z.string().min(1),
  text: z.string().min(20),
  details: z.array(z.string().min(40)).min(2).max(3).optional(),
});
export type ProductFeature = z.infer<typeof productFeatureSchema>;

/** The body of a product page. */
export const productDetailsSchema = z.strictObject({
  heroTitle: z.string().min(1),
  heroText: z.string().min(20),
  features: z.array(productFeatureSchema).min(3).max(6),
  /** Measured effects: `value` such as "+12 %", `text` what grew or fell. */
  benefits: z
    .array(z.strictObject({ value: z.string().min(1).max(12), text: z.string().min(1) }))
    .min(1)
    .max(6),
  faq: z
    .array(z.strictObject({ question: z.string().min(1), answer: z.string().min(20) }))
    .optional(),
});

/**
 * A product (`GET /api/v1/products/`, `GET /api/v1/product/<code>/`): the product card of spec §3
 * and the product page. `industries` are marketing industry ids (1–6), `division` a division id.
 */
export const productsItemSchema = z.strictObject({
  id: z.number().int().min(1).max(PRODUCT_CODES.length),
  code: productCodeSchema,
  name: z.string().min(1).max(60),
  description: z.string().min(20).max(300),
  tag: linkSchema.optional(),
  background: cssBackgroundSchema,
  image: imageSchema,
  knowMore: httpsUrlSchema.nullable(),
  btnStatus: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  division: z.number().int().positive(),
  industries: z.array(z.number().int().min(1).max(6)).min(1),
  relatedProducts: z.array(productCodeSchema),
  brochure: productBrochureSchema.optional(),
  demo: productDemoSchema.optional(),
  details: productDetailsSchema.optional(),
  /** The brochure pop-up's offer; only a product with a brochure has one. */
  popupBrochure: productPopupBrochureSchema.optional(),
  /** The brochure video shown in the video-brochure modal. */
  video: productVideoSchema.optional(),
});
export type ProductsItem = z.infer<typeof productsItemSchema>;
