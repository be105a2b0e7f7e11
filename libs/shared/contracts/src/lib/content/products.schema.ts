import { productCodes } from './page-codes';
import { z } from 'zod/mini';
import { imageSchema, linkSchema, urlSchema } from './common.schema';

/** The 28 product codes of spec §2.2 (one list: page-codes.ts). */
export const PRODUCT_CODES = productCodes;
export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

export const PRODUCT_STATUSES = ['active', 'new', 'beta'] as const;

/** An absolute https URL. */
const httpsUrlSchema = z.url({ protocol: /^https$/ });

/** A CSS colour or gradient, used as the card background as-is ("raw"). */
export const cssBackgroundSchema = z
  .string()
  .check(
    z.regex(
      /^(#[0-9a-fA-F]{3,8}|rgba?\([^)]*\)|(linear|radial)-gradient\(.+\))$/,
      'must be a CSS colour or gradient',
    ),
  );

/** A PDF file name of a brochure. */
const pdfFileName = () => z.string().check(z.regex(/^[\w.-]+\.pdf$/, 'must be a PDF file name'));

/**
 * The brochure of a product: what `POST /api/v1/feedback/` (type brochure / brochure-ext)
 * answers after the download form (spec §3 "Feedback response").
 */
export const productBrochureSchema = z.strictObject({
  downloadLink: urlSchema,
  filename: pdfFileName(),
  extendedUri: z.optional(urlSchema),
  howItWorkFileLink: z.optional(urlSchema),
  howItWorkFileName: z.optional(pdfFileName()),
});

/** A product demo: a file to download, an external demo stand, or both. */
export const productDemoSchema = z
  .strictObject({
    downloadLink: z.optional(urlSchema),
    filename: z.optional(z.string().check(z.minLength(1))),
    externalLink: z.optional(httpsUrlSchema),
  })
  .check(
    z.refine((demo) => demo.downloadLink !== undefined || demo.externalLink !== undefined, {
      message: 'a demo needs a downloadLink or an externalLink',
    }),
    z.refine((demo) => demo.downloadLink === undefined || demo.filename !== undefined, {
      message: 'a downloadLink needs a filename',
      path: ['filename'],
    }),
  );

/**
 * The brochure pop-up of a product page (spec §3 "Brochure pop-up: title, description,
 * controls"; the popup-brochure modal): the offer shown before the brochure form.
 */
export const productPopupBrochureSchema = z.strictObject({
  title: z.string().check(z.minLength(1), z.maxLength(120)),
  description: z.string().check(z.minLength(20), z.maxLength(400)),
});
export type ProductPopupBrochure = z.infer<typeof productPopupBrochureSchema>;

/** A product's brochure video (the video-brochure modal): an mp4 and its poster image. */
export const productVideoSchema = z.strictObject({
  src: urlSchema.check(z.regex(/\.(mp4|webm)$/, 'must be an mp4 or webm file')),
  poster: urlSchema,
  title: z.string().check(z.minLength(1), z.maxLength(120)),
});
export type ProductVideo = z.infer<typeof productVideoSchema>;

/** A feature of a product page; `details` are the paragraphs of its feature-modal. */
export const productFeatureSchema = z.strictObject({
  title: z.string().check(z.minLength(1)),
  text: z.string().check(z.minLength(20)),
  details: z.optional(
    z.array(z.string().check(z.minLength(40))).check(z.minLength(2), z.maxLength(3)),
  ),
});
export type ProductFeature = z.infer<typeof productFeatureSchema>;

/** The body of a product page. */
export const productDetailsSchema = z.strictObject({
  heroTitle: z.string().check(z.minLength(1)),
  heroText: z.string().check(z.minLength(20)),
  features: z.array(productFeatureSchema).check(z.minLength(3), z.maxLength(6)),
  /** Measured effects: `value` such as "+12 %", `text` what grew or fell. */
  benefits: z
    .array(
      z.strictObject({
        value: z.string().check(z.minLength(1), z.maxLength(12)),
        text: z.string().check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1), z.maxLength(6)),
  faq: z.optional(
    z.array(
      z.strictObject({
        question: z.string().check(z.minLength(1)),
        answer: z.string().check(z.minLength(20)),
      }),
    ),
  ),
});

/**
 * A product (`GET /api/v1/products/`, `GET /api/v1/product/<code>/`): the product card of spec §3
 * and the product page. `industries` are marketing industry ids (1–6), `division` a division id.
 */
export const productsItemSchema = z.strictObject({
  id: z.number().check(z.int(), z.gte(1), z.lte(PRODUCT_CODES.length)),
  code: productCodeSchema,
  name: z.string().check(z.minLength(1), z.maxLength(60)),
  description: z.string().check(z.minLength(20), z.maxLength(300)),
  tag: z.optional(linkSchema),
  background: cssBackgroundSchema,
  image: imageSchema,
  knowMore: z.nullable(httpsUrlSchema),
  btnStatus: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  division: z.number().check(z.int(), z.positive()),
  industries: z.array(z.number().check(z.int(), z.gte(1), z.lte(6))).check(z.minLength(1)),
  relatedProducts: z.array(productCodeSchema),
  brochure: z.optional(productBrochureSchema),
  demo: z.optional(productDemoSchema),
  details: z.optional(productDetailsSchema),
  /** The brochure pop-up's offer; only a product with a brochure has one. */
  popupBrochure: z.optional(productPopupBrochureSchema),
  /** The brochure video shown in the video-brochure modal. */
  video: z.optional(productVideoSchema),
});
export type ProductsItem = z.infer<typeof productsItemSchema>;
