import { siteE2EConfig } from '../../tools/playwright/site-e2e-config';

export default siteE2EConfig({ app: 'techpod', port: 4304, testDir: import.meta.dirname + '/src' });
