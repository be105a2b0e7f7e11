// The interactive parts of the main site's company pages (ADR 0032), by the names their `Island`s
// give, for the main app's islands entry: each loads only on a page that has it. Nothing here
// imports React Router.
import { lazyPart } from '@corp/shared/document/islands';

export const companyIslands = {
  'company-partner-tabs': lazyPart(() =>
    import('./lib/PartnershipPage/PartnerTabs').then((module) => module.PartnerTabs),
  ),
  'company-presskit-galleries': lazyPart(() =>
    import('./lib/PresskitGalleries/PresskitGalleries').then((module) => module.PresskitGalleries),
  ),
} as const;
