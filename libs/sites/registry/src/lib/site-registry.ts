import { siteNames } from '@corp/shared/contracts';
import { registerSites } from '@corp/shared/routing';
import type { RouteTable } from '@corp/shared/routing';
import { asiaDefinition } from '@corp/sites/asia/definition';
import { machineDefinition, mountDefinition } from '@corp/sites/courses/definition';
import { idpDefinition } from '@corp/sites/idp/definition';
import { mainDefinition } from '@corp/sites/main/definition';
import { techpodDefinition } from '@corp/sites/techpod/definition';

/**
 * Every site's definition, in the order of the platform's registry of names (`siteNames` of
 * @corp/shared/contracts). For the composition roots that serve or know every host: the web
 * server (apps/server), the API (apps/api) and the tests (tools/jest/register-sites.ts). A site
 * app registers only its own definition and the main site's it links to.
 */
export const siteDefinitions = [
  mainDefinition,
  asiaDefinition,
  idpDefinition,
  techpodDefinition,
  machineDefinition,
  mountDefinition,
] as const;

export type RegisteredSite = (typeof siteDefinitions)[number]['site'];

/**
 * Registers every site with the one resolver (`registerSites`) and returns its table. Throws when
 * the definitions and the registry of names disagree (a site without a definition, or the
 * other way round).
 */
export function registerAllSites(): RouteTable<RegisteredSite> {
  const table = registerSites(siteDefinitions);
  if (table.siteNames.join() !== siteNames.join()) {
    throw new Error(
      `The site definitions (${table.siteNames.join(', ')}) are not the registered site names (${siteNames.join(', ')})`,
    );
  }
  return table;
}
