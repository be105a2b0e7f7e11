// The layout's parts an island page hydrates (ADR 0032), for a site's islands entry:
// `hydrateIslands({ ...layoutIslands })`. Nothing here imports React Router.
import { ConsentRoot } from '@corp/shared/consent';
import { BackToTop } from '@corp/shared/ui';
import { PageAnalytics } from './lib/analytics/page-analytics';
import { ApiNotifications } from './lib/PageChrome/ApiNotifications';
import { MainHeaderPart } from './lib/MainHeader/MainHeaderPart';
import { SideMenu } from './lib/SideMenu/SideMenu';
import { InPageAnchors } from './lib/scroll/InPageAnchors';

export const layoutIslands = {
  analytics: PageAnalytics,
  'back-to-top': BackToTop,
  consent: ConsentRoot,
  'in-page-anchors': InPageAnchors,
  'main-header': MainHeaderPart,
  notifications: ApiNotifications,
  'side-menu': SideMenu,
} as const;
export { Logo } from './lib/MainHeader/Logo';
export { useLayoutTexts } from './lib/Layouts/layout-texts';
export { Footer } from './lib/Footer/Footer';
export type { FooterIslandProps } from './lib/Layouts/SiteLayout';
export { LinkLanguageProvider } from './lib/Layouts/link-language';
