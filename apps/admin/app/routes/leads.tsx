import { InboxPage } from '@corp/admin/feature-leads';

export default InboxPage;
