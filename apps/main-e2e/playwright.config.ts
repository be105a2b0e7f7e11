import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

export default siteE2EConfig({ app: 'main', port: 4301, testDir: import.meta.dirname + '/src' });
