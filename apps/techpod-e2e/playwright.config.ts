import { servedSiteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { PORT, TECHPOD_ORIGIN } from './src/origins';

/** The techpod site needs the API, as main-e2e does for the main site. */
export default servedSiteE2EConfig({
  app: 'techpod',
  port: PORT,
  testDir: import.meta.dirname + '/src',
  origin: TECHPOD_ORIGIN,
  hosts: 'techpod.*',
});
