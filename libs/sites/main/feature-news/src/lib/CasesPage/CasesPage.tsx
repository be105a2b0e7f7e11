import { Island } from '@corp/shared/document';
import type { ServedIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import type { CaseCardData } from '../CaseCard/CaseCard';
import { PageHeading } from '../PageHeading/PageHeading';
import { useNewsTexts } from '../texts/news-texts';
import { CasesBrowser } from './CasesBrowser.island';
import styles from './CasesPage.module.scss';

export interface CasesPageProps {
  locale: Locale;
  /** Every case (`GET /cases/`; empty when the call failed, §8). */
  cases: readonly CaseCardData[];
  industries: readonly ServedIndustry[];
}

/**
 * `/cases/`: every customer case, newest first, with an industry filter. On an island page
 * (ADR 0032) the heading is server HTML and the filter with its cards one part.
 */
export function CasesPage({ locale, cases, industries }: CasesPageProps) {
  const t = useNewsTexts();
  return (
    <div className={styles['page']}>
      <PageHeading
        locale={locale}
        breadcrumbs={[{ label: t('cases.title') }]}
        title={t('cases.title')}
        lead={t('cases.lead')}
      />
      <Island name="CasesBrowser" part={CasesBrowser} props={{ locale, cases, industries }} />
    </div>
  );
}
