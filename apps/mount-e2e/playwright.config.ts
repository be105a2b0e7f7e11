import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

export default siteE2EConfig({ app: 'mount', port: 4306, testDir: import.meta.dirname + '/src' });
