import { DashboardPage } from '@corp/admin/feature-shell';

export default DashboardPage;
