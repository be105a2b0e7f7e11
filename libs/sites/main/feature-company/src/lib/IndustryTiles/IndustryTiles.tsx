import type { ServedIndustry } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { Icon } from '@corp/shared/ui';
import { SiteLink, sitePath } from '@corp/shared/page-parts';
import styles from './IndustryTiles.module.scss';

export interface IndustryTilesProps {
  industries: readonly ServedIndustry[];
  locale: Locale;
}

/** The industries that have a page (`GET /industry/`), each a tile linking to it. */
export function IndustryTiles({ industries, locale }: IndustryTilesProps) {
  const withPage = industries.filter(
    (industry): industry is ServedIndustry & { path: string } => industry.path !== null,
  );
  return (
    <ul className={styles['tiles']}>
      {withPage.map((industry) => (
        <li key={industry.id}>
          <SiteLink className={styles['tile']} href={sitePath(industry.path, locale)}>
            <span className={styles['name']}>{industry.name}</span>
            <Icon className={styles['arrow']} name="arrow-right" size={24} />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
