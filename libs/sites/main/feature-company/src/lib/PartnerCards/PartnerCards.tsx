import { useId } from 'react';
import type { ServedPartner } from '@corp/shared/contracts';
import { CardGrid } from '@corp/shared/page-parts/islands';
import { useCompanyTexts } from '../company-texts';
import type { PartnerCountryNames } from './partner-countries';
import styles from './PartnerCards.module.scss';

export interface PartnerCardsProps {
  partners: readonly ServedPartner[];
  /** The partners' countries named in the page's locale (`partnerCountryNames`, the loader's). */
  countryNames: PartnerCountryNames;
}

/** Partners (`GET /partners/`): logo, name, kind and country, what they do and their site. */
export function PartnerCards({ partners, countryNames }: PartnerCardsProps) {
  const t = useCompanyTexts();
  // The page lists partners in more than one tab: ids unique per list (valid HTML).
  const list = useId();
  return (
    <CardGrid columns={3}>
      {partners.map((partner) => (
        <article
          key={partner.id}
          className={styles['card']}
          aria-labelledby={`${list}-partner-${partner.id}`}
        >
          <img
            className={styles['logo']}
            src={partner.logo}
            alt=""
            width={160}
            height={64}
            loading="lazy"
          />
          <h3 id={`${list}-partner-${partner.id}`} className={styles['name']}>
            {partner.name}
          </h3>
          <p className={styles['meta']}>
            {t(`partnership.category.${partner.category}`)} ·{' '}
            {countryNames[partner.country] ?? partner.country}
          </p>
          <p className={styles['description']}>{partner.description}</p>
          {partner.link && (
            <a
              className={styles['link']}
              href={partner.link}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('partnership.website')}
              <span className={styles['hidden']}>
                {' '}
                {partner.name} ({t('common.newTab')})
              </span>
            </a>
          )}
        </article>
      ))}
    </CardGrid>
  );
}
