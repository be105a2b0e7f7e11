import { AuditPage } from '@corp/admin/feature-shell';

export default AuditPage;
