import { PathLink } from '@corp/shared/layout/islands';
import { pick } from '@corp/shared/contracts';
import type { ServedCase } from '@corp/shared/contracts';
import { contentLocaleOf, formatQuantity } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { Card, Picture } from '@corp/shared/ui';
import { newsCardParts } from '../util/news-card';
import { newsPaths } from '../util/paths';
import styles from './CaseCard.module.scss';

/** What a case card of the case lists shows (and sorts and filters by): all a loader gives it. */
export const CASE_CARD_FIELDS = [
  'code',
  'title',
  'company',
  'preview',
  'results',
  'image',
  'industry',
  'date',
] as const satisfies readonly (keyof ServedCase)[];

export type CaseCardData = Pick<ServedCase, (typeof CASE_CARD_FIELDS)[number]>;

/** A case's card: without the case's story (challenge, solution, quote), one result only. */
export function toCaseCard(item: CaseCardData): CaseCardData {
  return { ...pick(item, CASE_CARD_FIELDS), results: item.results.slice(0, 1) };
}

export interface CaseCardProps {
  item: CaseCardData;
  locale: Locale;
  industryName?: string;
  headingLevel?: 2 | 3;
  /** The page's largest picture at first paint (the list's first card): loaded at once, first. */
  priority?: boolean;
}

/** A customer case in a list: picture, customer, title linking to the case, preview, key result. */
export function CaseCard({
  item,
  locale,
  industryName,
  headingLevel = 3,
  priority = false,
}: CaseCardProps) {
  const [headline] = item.results;
  return (
    <Card
      classNames={newsCardParts(styles)}
      headingLevel={headingLevel}
      media={<Picture image={item.image} alt="" fit="cover" priority={priority} />}
      eyebrow={industryName ? <p className={styles['eyebrow']}>{industryName}</p> : undefined}
      title={
        <PathLink to={newsPaths.case(locale, item.code)} className={styles['link']}>
          {item.title}
        </PathLink>
      }
    >
      <p className={styles['company']}>{item.company}</p>
      <p className={styles['preview']}>{item.preview}</p>
      {headline ? (
        <p className={styles['result']}>
          <span className={styles['value']}>
            {formatQuantity(headline, contentLocaleOf(item, locale))}
          </span>
          <span>{headline.text}</span>
        </p>
      ) : null}
    </Card>
  );
}
