/**
 * The site apps, one per host: the platform's registry of site names (their Nx project names).
 * Each site's URL rows are its own `libs/sites/<site>/definition`; the composition roots that
 * register them check that they register exactly these (`registerAllSites` of libs/sites/registry,
 * and its test). A new site adds its name here and its definition there.
 */
export const siteNames = ['main', 'asia', 'idp', 'techpod', 'machine', 'mount'] as const;
export type SiteName = (typeof siteNames)[number];

export function isSiteName(value: unknown): value is SiteName {
  return typeof value === 'string' && (siteNames as readonly string[]).includes(value);
}

/**
 * The sites that own content (every site). Content is shared across hosts — the asia page embeds
 * main's products and cases — but each item has one owning site, and editors are scoped by it.
 */
export const contentSites = siteNames;
export type ContentSite = SiteName;

export const isContentSite = isSiteName;

/** Content only one site shows, by kind and key (everything not listed belongs to main). */
const ownedByKey: Readonly<Record<string, Readonly<Record<string, ContentSite>>>> = {
  // A banner named after a site is that site's page art (asia's hero, idp's, techpod's).
  banners: { asia: 'asia', idp: 'idp', techpod: 'techpod', machine: 'machine', mount: 'mount' },
  // The region's office: shown on the asia page (`ASIA_OFFICE` of @corp/sites/asia/feature-page).
  offices: { almaty: 'asia' },
};

/**
 * Which site owns an item (`content_entries.site`), decided on import and seeding:
 * - SEO entries name their site (`site`);
 * - a course programme's code, a speaker's `course`, is its landing site (machine, mount);
 * - banners named after a site and the Almaty office belong to that site (asia …);
 * - everything else is main's (products, cases, events … that other hosts may embed).
 */
export function contentSiteOf(kind: string, item: Readonly<Record<string, unknown>>): ContentSite {
  if (kind === 'seo' && isContentSite(item['site'])) return item['site'];
  if (kind === 'courseProgram' && isContentSite(item['code'])) return item['code'];
  if (kind === 'courseSpeakers' && isContentSite(item['course'])) return item['course'];
  const byKey = ownedByKey[kind];
  const key = item['code'] ?? item['id'];
  if (byKey && typeof key === 'string' && Object.hasOwn(byKey, key))
    return byKey[key] as ContentSite;
  return 'main';
}
