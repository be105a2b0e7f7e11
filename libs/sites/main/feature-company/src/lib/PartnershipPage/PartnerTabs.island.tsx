import type { ServedPartner } from '@corp/shared/contracts';
import { Tabs } from '@corp/shared/ui';
import { useCompanyTexts } from '../company-texts';
import { PartnerCards } from '../PartnerCards/PartnerCards';
import type { PartnerCountryNames } from '../PartnerCards/partner-countries';

type PartnerCategory = ServedPartner['category'];

/** Every partner kind, in the order of the filter (the map keeps the list complete). */
const CATEGORY_ORDER = {
  technology: 1,
  integrator: 2,
  reseller: 3,
  academic: 4,
} as const satisfies Record<PartnerCategory, number>;
const CATEGORIES = Object.keys(CATEGORY_ORDER) as PartnerCategory[];

export interface PartnerTabsProps {
  partners: readonly ServedPartner[];
  /** The partners' countries named in the page's locale (`partnerCountryNames`). */
  countryNames: PartnerCountryNames;
}

/**
 * The partners by kind, a tab each (all of them first): the partnership page's one interactive
 * part (ADR 0032), its labels from the page's texts, its props JSON.
 */
export function PartnerTabs({ partners, countryNames }: PartnerTabsProps) {
  const t = useCompanyTexts();
  const categories = CATEGORIES.filter((category) =>
    partners.some((partner) => partner.category === category),
  );
  return (
    <Tabs
      label={t('partnership.filterLabel')}
      variant="pill"
      items={[
        {
          id: 'all',
          label: t('partnership.all'),
          content: <PartnerCards partners={partners} countryNames={countryNames} />,
        },
        ...categories.map((category) => ({
          id: category,
          label: t(`partnership.categories.${category}`),
          content: (
            <PartnerCards
              partners={partners.filter((partner) => partner.category === category)}
              countryNames={countryNames}
            />
          ),
        })),
      ]}
    />
  );
}
