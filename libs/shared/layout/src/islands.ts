// The layout's parts an island page hydrates (ADR 0032), for a site's islands entry:
// `hydrateIslands({ ...layoutIslands })` (the main site's layout adds `./main-islands`). Each is
// listed by its `Island` name, the part's own. Nothing here imports React Router.
import { ConsentRoot } from '@corp/shared/consent';
import { BackToTop } from '@corp/shared/ui';
import { PageAnalytics } from './lib/analytics/page-analytics';
import { DocumentProgress } from './lib/PageChrome/DocumentProgress';
import { ApiNotifications } from './lib/PageChrome/ApiNotifications';

export const layoutIslands = {
  ApiNotifications,
  BackToTop,
  ConsentRoot,
  DocumentProgress,
  PageAnalytics,
} as const;

export { Logo } from './lib/MainHeader/Logo';
export { useLayoutTexts } from './lib/Layouts/layout-texts';
export { PathLink } from './lib/Layouts/LayoutLink';
