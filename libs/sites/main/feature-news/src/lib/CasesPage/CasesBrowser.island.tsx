import { useState } from 'react';
import type { ServedIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { CardGrid } from '../CardGrid/CardGrid';
import { CaseCard } from '../CaseCard/CaseCard';
import type { CaseCardData } from '../CaseCard/CaseCard';
import { ListFilters } from '../ListFilters/ListFilters';
import { useNewsTexts } from '../texts/news-texts';
import { industryNames } from '../util/industries';
import styles from './CasesPage.module.scss';

export interface CasesBrowserProps {
  locale: Locale;
  /** Every case (`GET /cases/`; empty when the call failed, §8). */
  cases: readonly CaseCardData[];
  industries: readonly ServedIndustry[];
}

/**
 * The cases page's industry filter with the cards it filters, newest first. An island page's
 * part (ADR 0032, `news-cases`): its props are JSON, and nothing in it imports React Router.
 */
export function CasesBrowser({ locale, cases, industries }: CasesBrowserProps) {
  const t = useNewsTexts();
  const [industry, setIndustry] = useState(0);
  const names = industryNames(industries);
  const present = new Set(cases.map((item) => item.industry));
  const shown = cases
    .filter((item) => !industry || item.industry === industry)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)); // ISO dates, newest first
  return (
    <>
      {cases.length > 0 ? (
        <div className={styles['filters']}>
          <ListFilters
            label={t('cases.filterLabel')}
            filters={[
              {
                id: 'cases-industry',
                label: t('cases.filterLabel'),
                options: [
                  { value: '0', label: t('common.allIndustries') },
                  ...industries
                    .filter((item) => present.has(item.id))
                    .map((item) => ({ value: String(item.id), label: item.name })),
                ],
                value: String(industry),
                onChange: (value) => setIndustry(Number(value) || 0),
              },
            ]}
          />
        </div>
      ) : null}
      <section className={styles['list']} aria-label={t('cases.title')}>
        <div aria-live="polite">
          {cases.length > 0 && shown.length === 0 ? (
            <p className={styles['empty']}>{t('cases.empty')}</p>
          ) : null}
        </div>
        <CardGrid
          items={shown}
          keyOf={(item) => item.code}
          // The list is the first thing under the heading: its first card's picture is the
          // largest one of a phone's first paint.
          renderItem={(item, index) => (
            <CaseCard
              item={item}
              locale={locale}
              industryName={names[item.industry]}
              headingLevel={2}
              priority={index === 0}
            />
          )}
          fromServer={industry === 0}
        />
      </section>
    </>
  );
}
