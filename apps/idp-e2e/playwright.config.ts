import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

export default siteE2EConfig({ app: 'idp', port: 4303, testDir: import.meta.dirname + '/src' });
