import { existsSync } from 'node:fs';

/**
 * A route or layout module of the app, relative to its `app` directory. A file that
 * `routes.ts` names but that does not exist fails the build here, naming the file: a page is
 * never dropped from the site without a word.
 */
export function routeFile(appDir: string, file: string): string {
  if (!existsSync(`${appDir}${file}`))
    throw new Error(`apps/main/app/routes.ts names ${file}, which does not exist in ${appDir}`);
  return file;
}
