import { PrivacyPage } from '@corp/admin/feature-leads';

export default PrivacyPage;
