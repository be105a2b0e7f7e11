import { siteViteConfig } from '../../tools/vite/site-vite-config';

export default siteViteConfig(import.meta.dirname);
