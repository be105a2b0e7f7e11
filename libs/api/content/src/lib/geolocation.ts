export interface GeoRange {
  cidr: string;
  code: string;
}

function ipToInt(ip: string): number | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) return undefined;
    const octet = Number(part);
    if (octet > 255) return undefined;
    value = value * 256 + octet;
  }
  return value;
}

/** The two-letter country of an IPv4 address from the range table, or null (spec §8: null on failure). */
export function lookupCountry(ranges: readonly GeoRange[], ip: string): string | null {
  const address = ipToInt(ip.replace(/^::ffff:/, ''));
  if (address === undefined) return null;
  let best: { bits: number; code: string } | undefined;
  for (const range of ranges) {
    const [base, bitsText] = range.cidr.split('/');
    const start = ipToInt(base ?? '');
    const bits = Number(bitsText);
    if (start === undefined || !(bits >= 0 && bits <= 32)) continue;
    const size = 2 ** (32 - bits);
    const first = Math.floor(start / size) * size;
    if (address >= first && address < first + size && (!best || bits > best.bits))
      best = { bits, code: range.code };
  }
  return best?.code ?? null;
}
