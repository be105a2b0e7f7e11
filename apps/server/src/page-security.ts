import { randomBytes } from 'node:crypto';

/**
 * Origins the configured third-party services need (analytics, captcha, the chat, call-tracking,
 * pixel, ad-loader and marketing scripts); none by default. `script` origins come after the
 * nonce: browsers that know `'strict-dynamic'` ignore them and still require the nonce.
 */
export interface ThirdPartyOrigins {
  connect: readonly string[];
  frame: readonly string[];
  img: readonly string[];
  script?: readonly string[];
  /** Where videos and audio may come from besides the site (`MEDIA_ORIGIN`). */
  media?: readonly string[];
}

const NO_THIRD_PARTIES: ThirdPartyOrigins = {
  connect: [],
  frame: [],
  img: [],
  script: [],
  media: [],
};

/**
 * The policy of a rendered page: scripts only with this response's nonce (and what they load,
 * `'strict-dynamic'`), nothing embedded, no `<base>`, never framed.
 */
export function pageCsp(nonce: string, thirdParty: ThirdPartyOrigins = NO_THIRD_PARTIES): string {
  const withOrigins = (directive: string, origins: readonly string[]) =>
    [directive, ...origins].join(' ');
  return [
    "default-src 'self'",
    withOrigins(`script-src 'nonce-${nonce}' 'strict-dynamic'`, thirdParty.script ?? []),
    "style-src 'self' 'unsafe-inline'",
    withOrigins("img-src 'self' data:", thirdParty.img),
    "font-src 'self'",
    withOrigins("connect-src 'self'", thirdParty.connect),
    withOrigins("media-src 'self'", thirdParty.media ?? []),
    ...(thirdParty.frame.length ? [withOrigins('frame-src', thirdParty.frame)] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every other response (JSON, files) runs nothing. Routes with their own policy keep it. */
export const DEFAULT_CSP =
  "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** The headers every response carries (HSTS aside, which only a configured HTTPS site sends). */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-site',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()',
};

/** A fresh CSP nonce: 18 random bytes, base64. */
export function nextNonce(): string {
  return randomBytes(18).toString('base64');
}

/** Cache-Control of every rendered page: its CSP nonce is for one response, one visitor. */
export const PAGE_CACHE_CONTROL = 'private, no-store';
