import { AdminShell } from '@corp/admin/feature-shell';

export default AdminShell;
