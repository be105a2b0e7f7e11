import { pick } from '@corp/shared/contracts';
import type { ServedOffice } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { SiteLink, sitePath } from '@corp/shared/page-parts';
import styles from './OfficeCities.module.scss';

/** What the list shows of an office: all a loader gives it. */
export const OFFICE_CITY_FIELDS = [
  'code',
  'city',
] as const satisfies readonly (keyof ServedOffice)[];

export type OfficeCityData = Pick<ServedOffice, (typeof OFFICE_CITY_FIELDS)[number]>;

/** An office as a link to its contact page. */
export function toOfficeCity(office: OfficeCityData): OfficeCityData {
  return pick(office, OFFICE_CITY_FIELDS);
}

export interface OfficeCitiesProps {
  offices: readonly OfficeCityData[];
  locale: Locale;
  /** The office of the current page: shown, not linked. */
  current?: string;
  /** Names the list for screen readers. */
  label?: string;
}

/** The cities with an office, each linking to its contact page. */
export function OfficeCities({ offices, locale, current, label }: OfficeCitiesProps) {
  return (
    <ul className={styles['cities']} aria-label={label}>
      {offices.map((office) => (
        <li key={office.code}>
          {office.code === current ? (
            <span className={styles['current']} aria-current="page">
              {office.city}
            </span>
          ) : (
            <SiteLink
              className={styles['city']}
              href={sitePath(`/contacts/${office.code}/`, locale)}
            >
              {office.city}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );
}
