import { z } from 'zod/mini';

/** `a.b.c.d/n` with the host bits zero. */
function isNetworkAligned(cidr: string): boolean {
  const [address = '', bits = ''] = cidr.split('/');
  const prefix = Number(bits);
  const value = address.split('.').reduce((acc, octet) => acc * 256 + Number(octet), 0);
  const hostSize = 2 ** (32 - prefix);
  return value % hostSize === 0;
}

/** One IPv4 allocation: its CIDR block and the ISO 3166-1 alpha-2 country it belongs to. */
export const geolocationRangeItemSchema = z.strictObject({
  cidr: z.cidrv4().check(z.refine(isNetworkAligned, 'host bits of the CIDR must be zero')),
  code: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')),
});

/**
 * `content/geolocation/ranges.json`: the table behind `GET /api/v1/geolocation/ip/?ip=…`, which
 * answers the `code` of the range holding the address (the most specific one).
 */
export const geolocationRangeSchema = z.array(geolocationRangeItemSchema).check(z.minLength(1));
export type GeolocationRange = z.infer<typeof geolocationRangeItemSchema>;
