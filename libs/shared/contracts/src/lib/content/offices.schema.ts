import { contactCities } from './page-codes';
import { z } from 'zod/mini';

/** The contact city pages of spec §2.2 (one list: page-codes.ts). */
export const OFFICE_CODES = contactCities;

/** An office: the contact city page and the footer's office list. */
export const officesItemSchema = z.strictObject({
  code: z.enum(OFFICE_CODES),
  city: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(10)),
  phone: z.string().check(z.regex(/^\+\d[\d ()-]{9,18}$/, 'must be an international phone number')),
  email: z.email(),
  workingHours: z.string().check(z.minLength(1)),
  coordinates: z.strictObject({
    lat: z.number().check(z.gte(-90), z.lte(90)),
    lng: z.number().check(z.gte(-180), z.lte(180)),
  }),
  isHeadOffice: z.boolean(),
  description: z.string().check(z.minLength(20)),
});
export type OfficesItem = z.infer<typeof officesItemSchema>;
