import { LeadPage } from '@corp/admin/feature-leads';

export default LeadPage;
