import type { Locale } from '../locales';

type TwelveNames = readonly [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/**
 * Spec §3: month names in en, ru (genitive, as they stand after a day number), de and kz.
 * Shipped as data: browsers have no Kazakh locale data, and `Intl` would format `kk` in English.
 */
export const monthNames: Readonly<Record<Locale, TwelveNames>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  kz: [
    'қаңтар',
    'ақпан',
    'наурыз',
    'сәуір',
    'мамыр',
    'маусым',
    'шілде',
    'тамыз',
    'қыркүйек',
    'қазан',
    'қараша',
    'желтоқсан',
  ],
};

/** The name of month `month` (1 = January … 12 = December) in `locale`. */
export function monthName(month: number, locale: Locale): string {
  const name = Number.isInteger(month) ? monthNames[locale][month - 1] : undefined;
  if (name === undefined) {
    throw new RangeError(`Month must be an integer from 1 to 12, got ${String(month)}`);
  }
  return name;
}
