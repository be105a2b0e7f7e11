// Every jest project resolves URLs as the web server does: every site's definition registered
// with the one resolver (libs/shared/routing `registerSites`), as apps/server and apps/api do.
// A test that loads modules in a registry of its own (`jest.isolateModules`) registers the same
// definitions with that registry's resolver (libs/shared/layout layout-hrefs.test.tsx).
import { registerAllSites } from '@corp/sites/registry';

registerAllSites();
