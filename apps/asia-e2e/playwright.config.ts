import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

export default siteE2EConfig({ app: 'asia', port: 4302, testDir: import.meta.dirname + '/src' });
