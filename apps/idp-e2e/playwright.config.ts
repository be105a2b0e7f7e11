import { servedSiteE2EConfig } from '../../tools/playwright/site-e2e-config';
import { IDP_ORIGIN, PORT } from './src/origins';

/** The idp site needs the API, as main-e2e does for the main site. */
export default servedSiteE2EConfig({
  app: 'idp',
  port: PORT,
  testDir: import.meta.dirname + '/src',
  origin: IDP_ORIGIN,
  hosts: 'idp.*',
  // The stand-in marketing webhook: the lead tests read what a lead reached marketing with.
  marketingWebhook: true,
});
