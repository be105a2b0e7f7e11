import { InvitePage } from '@corp/admin/feature-shell';

export default InvitePage;
