// Every jest project resolves URLs as the web server does: every site's definition registered
// with the one resolver (libs/shared/routing `registerSites`), as apps/server and apps/api do.
import { registerAllSites } from '@corp/sites/registry';

// Also for the isolated module registries of `jest.isolateModules` (see registered-table.ts).
(globalThis as Record<symbol, unknown>)[Symbol.for('@corp/shared/routing:jest-table')] =
  registerAllSites();
