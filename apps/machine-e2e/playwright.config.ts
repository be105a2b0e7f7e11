import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

export default siteE2EConfig({ app: 'machine', port: 4305, testDir: import.meta.dirname + '/src' });
