// No imports: the main site's definition imports this file by relative path (React Router loads
// apps/main/app/routes.ts, and the definition with it, without the workspace's path aliases).

/**
 * The codes of the content items that have a page of their own on the main site (spec §2.2):
 * the content's vocabulary, which the API validates and the main site's URL rows
 * (libs/sites/main/definition) turn into pages.
 */

/** §2.2:40 the contact city pages (the offices). */
export const contactCities = [
  'almaty',
  'ivanovo',
  'kemerovo',
  'magnitogorsk',
  'moscow',
  'omsk',
  'perm',
  'saint-petersburg',
  'smolensk',
  'volgograd',
  'zheleznogorsk',
] as const;

/** §2.2:42 the industry pages. */
export const industryCodes = [
  'chemistry',
  'digitalindustrialplatform',
  'downstream',
  'energy',
  'industrial-artificial-intelligence-lab',
  'metalworking',
  'mining',
  'process-industries',
  'robotics',
  'upstream',
] as const;

/** §2.2:44 the product pages. */
export const productCodes = [
  'artificial-lift',
  'bucketcontrol',
  'dispatcher',
  'dumptruck-advisor',
  'flow',
  'fragmentation',
  'geonaft',
  'heat-treatment',
  'industrial-automation-kit',
  'industrial-iot-platform',
  'marketplacepartners',
  'mass-energy',
  'mdc',
  'mdcplus',
  'mining-mes',
  'openmine',
  'overview360',
  'precisiondrill',
  'production-and-shipping-planning',
  'production-scheduling',
  'quality-assurance',
  'qualitylab',
  'reutech',
  'robodrill',
  'robotruck',
  'safety',
  'techmonitoring',
  'underground',
] as const;

/** §2.2:45: the API product code of a product path, where it differs from the path. */
export const productCodeAliases: Readonly<Partial<Record<string, string>>> = {
  dispatcher: 'mdcplus',
  mdc: 'mdcplus',
};
