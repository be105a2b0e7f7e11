import { ContentOverviewPage } from '@corp/admin/feature-content';
import { DashboardPage } from '@corp/admin/feature-shell';

/** `/admin/`: the content overview (kinds with counts and missing locales) and the exports. */
export default function Dashboard() {
  return <DashboardPage contentOverview={<ContentOverviewPage />} />;
}
