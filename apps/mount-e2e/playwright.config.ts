import { servedSiteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { ACCOUNT_URL, LANDING_ORIGIN, PORT } from './src/origins';

/**
 * The course landing needs the API (programme, speakers, the registration dialog), as main-e2e
 * does for the main site; its personal-account link is the one the server is configured with.
 */
export default servedSiteE2EConfig({
  app: 'mount',
  port: PORT,
  testDir: import.meta.dirname + '/src',
  origin: LANDING_ORIGIN,
  hosts: 'digitalmining.*',
  // The stand-in marketing webhook: the lead tests read what a lead reached marketing with.
  marketingWebhook: true,
  env: { COURSE_ACCOUNT_URL_MOUNT: ACCOUNT_URL },
});
