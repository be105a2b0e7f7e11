import { route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
// React Router loads this file without the workspace's path aliases, hence the relative path
// into the routing lib (a file with no value imports from other libs).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { appRoutesFor } from '../../../libs/shared/routing/src/lib/app-routes';

/**
 * Every page of the main site in each locale the URL resolver renders it in (libs/shared/routing
 * `pageRows`); route ids are the spec's route names (`about___ru`, §2.1). A page appears here
 * once it has a module.
 */
const pageModules: Record<string, string> = {
  index: 'routes/home.tsx',
};

export default appRoutesFor('main', pageModules).map(({ id, path, file }) =>
  route(path, file, { id }),
) satisfies RouteConfig;
