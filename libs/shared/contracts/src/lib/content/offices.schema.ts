import { contactCities } from '@corp/shared/routing';
import { z } from 'zod';

/** The contact city pages of spec §2.2 (one list, in the URL rules). */
export const OFFICE_CODES = contactCities;

/** An office: the contact city page and the footer's office list. */
export const officesItemSchema = z.strictObject({
  code: z.enum(OFFICE_CODES),
  city: z.string().min(1),
  title: z.string().min(1),
  address: z.string().min(10),
  phone: z.string().regex(/^\+\d[\d ()-]{9,18}$/, 'must be an international phone number'),
  email: z.email(),
  workingHours: z.string().min(1),
  coordinates: z.strictObject({
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  }),
  isHeadOffice: z.boolean(),
  description: z.string().min(20),
});
export type OfficesItem = z.infer<typeof officesItemSchema>;
