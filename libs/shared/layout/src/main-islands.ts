// The main site's layout parts an island page hydrates (ADR 0032; main and idp hosts), by their
// `Island` names: its header, side menu, in-page anchors and the footer's buttons (the footer is
// server HTML). Apart from `./islands`: the other sites' island pages do not load the header's
// code. Nothing here imports React Router.
import { FooterControls } from './lib/Footer/FooterControls';
import { PrivacyDropdown } from './lib/Footer/PrivacyDropdown';
import { MainHeaderPart } from './lib/MainHeader/MainHeaderPart';
import { SideMenu } from './lib/SideMenu/SideMenu';
import { InPageAnchors } from './lib/scroll/InPageAnchors';

export const mainLayoutIslands = {
  FooterControls,
  InPageAnchors,
  MainHeaderPart,
  PrivacyDropdown,
  SideMenu,
} as const;
export { FooterFormSlot } from './lib/Footer/FooterFormSlot';
export type { FooterIslandProps } from './lib/Layouts/SiteLayout';
export { LinkLanguageProvider } from './lib/Layouts/link-language';
