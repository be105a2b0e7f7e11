/** The site apps, one per host. Their names are the Nx project names. */
export const siteNames = ['main', 'asia', 'idp', 'techpod', 'machine', 'mount'] as const;
export type SiteName = (typeof siteNames)[number];

export function isSiteName(value: unknown): value is SiteName {
  return typeof value === 'string' && (siteNames as readonly string[]).includes(value);
}
