// What the end-to-end projects share about the cookie alert (no Playwright imports: the
// Playwright configs load this file too).

/** The local hosts of the sites (apps/server's host configuration). */
export const siteHosts = [
  'localhost',
  'asia.localhost',
  'idp.localhost',
  'techpod.localhost',
  'digitalproduction.localhost',
  'digitalmining.localhost',
] as const;

/**
 * A visitor who has already answered the cookie alert (required cookies only, so no third-party
 * piece loads): the tests that are not about consent start as that visitor. The consent tests
 * start from a fresh profile (`test.use({ storageState: { cookies: [], origins: [] } })`).
 */
export const consentGivenCookies = siteHosts.flatMap((domain) =>
  [
    ['cookiePermission', 'Y'],
    ['cookieList', 'required'],
  ].map(([name, value]) => ({
    name: name as string,
    value: value as string,
    domain,
    path: '/',
    expires: Math.floor(Date.now() / 1000) + 3 * 365 * 24 * 3600,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  })),
);
