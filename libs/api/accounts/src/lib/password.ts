import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/** scrypt's cost: N = 2^ln, block size r, parallelism p. */
export interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

/** N = 2^15, r = 8, p = 1: 32 MiB and some tens of milliseconds per hash (OWASP's minimum is 2^17/8/1 … 2^15/8/3). */
export const DEFAULT_SCRYPT: Readonly<ScryptParams> = { ln: 15, r: 8, p: 1 };

const KEY_BYTES = 32;
const SALT_BYTES = 16;
const FORMAT =
  /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, params: ScryptParams, length: number) {
  const N = 2 ** params.ln;
  // Node refuses more than 32 MiB unless told: 128·N·r bytes plus headroom.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const b64 = (bytes: Buffer) => bytes.toString('base64').replace(/=+$/, '');

/**
 * A self-describing hash of `password` (a PHC-style string):
 * `$scrypt$ln=15,r=8,p=1$<salt base64>$<key base64>`, a fresh random salt each time.
 */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_BYTES);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const match = FORMAT.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  // Bounds that keep a tampered row from asking for gigabytes.
  if (
    params.ln < 10 ||
    params.ln > 20 ||
    params.r < 1 ||
    params.r > 32 ||
    params.p < 1 ||
    params.p > 16
  )
    return undefined;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Whether `password` matches `stored`; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length < 16) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** Whether `stored` was made with other parameters than `params` (then rehash on sign-in). */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed ||
    parsed.params.ln !== params.ln ||
    parsed.params.r !== params.r ||
    parsed.params.p !== params.p ||
    parsed.key.length !== KEY_BYTES
  );
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of one verification on nothing: a sign-in for an unknown login takes as long
 * as one with a wrong password, so timing does not tell which logins exist.
 */
export async function verifyNothing(password: string, params: ScryptParams = DEFAULT_SCRYPT) {
  dummy ??= hashPassword('never a password of anyone', params);
  await verifyPassword(password, await dummy);
  return false;
}
