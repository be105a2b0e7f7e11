// The interactive parts of the main site's company pages (ADR 0032), by the names their `Island`s
// give, for the main app's islands entry. Nothing here imports React Router.
import { PartnerTabs } from './lib/PartnershipPage/PartnerTabs';
import { PresskitGalleries } from './lib/PresskitGalleries/PresskitGalleries';

export const companyIslands = {
  'company-partner-tabs': PartnerTabs,
  'company-presskit-galleries': PresskitGalleries,
} as const;
