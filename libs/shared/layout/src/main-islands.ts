// The main site's layout parts an island page hydrates (ADR 0032; main and idp hosts): its
// header, side menu and in-page anchors. Apart from `./islands`: the other sites' island pages
// do not load the header's code. Nothing here imports React Router.
import { MainHeaderPart } from './lib/MainHeader/MainHeaderPart';
import { SideMenu } from './lib/SideMenu/SideMenu';
import { InPageAnchors } from './lib/scroll/InPageAnchors';

export const mainLayoutIslands = {
  'in-page-anchors': InPageAnchors,
  'main-header': MainHeaderPart,
  'side-menu': SideMenu,
} as const;
export { Footer } from './lib/Footer/Footer';
export type { FooterIslandProps } from './lib/Layouts/SiteLayout';
export { LinkLanguageProvider } from './lib/Layouts/link-language';
