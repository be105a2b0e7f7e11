import { useListKindsQuery } from '@corp/admin/data-access';
import { useContentTexts } from '../content-texts';
import { ContentOverview } from './ContentOverview';

/** The content overview of `/admin/`: every kind the user can see, from the server. */
export function ContentOverviewPage() {
  const t = useContentTexts();
  const kinds = useListKindsQuery();
  if (kinds.isError) return <p role="alert">{t('overview.failed')}</p>;
  if (!kinds.data) return <p>{t('overview.loading')}</p>;
  return <ContentOverview kinds={kinds.data} />;
}
