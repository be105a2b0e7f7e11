import { isIP } from 'node:net';
import { z } from 'zod';

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (NAMED.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: the proxies whose X-Forwarded-For and X-Forwarded-Proto are believed, as a
 * comma-separated list of addresses, CIDRs or `loopback`/`linklocal`/`uniquelocal`. Empty or
 * unset trusts none: the client's own address is the socket's, its protocol the socket's.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine((items) => items.every(isProxyAddress), {
    message:
      'must be a comma-separated list of IP addresses, CIDRs, or loopback/linklocal/uniquelocal',
  });
