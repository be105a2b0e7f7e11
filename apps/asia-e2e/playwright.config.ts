import { servedSiteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { ASIA_ORIGIN, PORT } from './src/origins';

/** The Asia site needs the API (its lists, the lead dialog), as main-e2e does for the main site. */
export default servedSiteE2EConfig({
  app: 'asia',
  port: PORT,
  testDir: import.meta.dirname + '/src',
  origin: ASIA_ORIGIN,
  hosts: 'asia.*',
  // The stand-in marketing webhook: the lead tests read what a lead reached marketing with.
  marketingWebhook: true,
});
