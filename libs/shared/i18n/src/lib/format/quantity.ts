import { isLocale, toLanguageTag } from '../locales';
import type { Locale } from '../locales';

/**
 * The units a measured value of the content may carry (a case's "±10 cm", "1 day"): the content
 * holds the number and the unit's id, the page writes the unit in its language (issue 42: the
 * Kazakh page showed "±10 cm" and the Russian one "1 day").
 */
export const quantityUnits = ['cm', 'day', 'week', 'month', 'million-rubles'] as const;
export type QuantityUnit = (typeof quantityUnits)[number];

type UnitForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;

/**
 * Each unit's words by plural category. Shipped as data, as the month names are: browsers have
 * no Kazakh locale data, and `Intl.NumberFormat`'s units know no roubles. Kazakh nouns keep their
 * singular after a numeral ("3 күн"), so kz needs `other` only.
 */
const unitForms: Readonly<Record<Locale, Readonly<Record<QuantityUnit, UnitForms>>>> = {
  en: {
    cm: { other: 'cm' },
    day: { one: 'day', other: 'days' },
    week: { one: 'week', other: 'weeks' },
    month: { one: 'month', other: 'months' },
    'million-rubles': { other: 'mln ₽' },
  },
  ru: {
    cm: { other: 'см' },
    day: { one: 'день', few: 'дня', many: 'дней', other: 'дня' },
    week: { one: 'неделя', few: 'недели', many: 'недель', other: 'недели' },
    month: { one: 'месяц', few: 'месяца', many: 'месяцев', other: 'месяца' },
    'million-rubles': { other: 'млн ₽' },
  },
  de: {
    cm: { other: 'cm' },
    day: { one: 'Tag', other: 'Tage' },
    week: { one: 'Woche', other: 'Wochen' },
    month: { one: 'Monat', other: 'Monate' },
    'million-rubles': { other: 'Mio. ₽' },
  },
  kz: {
    cm: { other: 'см' },
    day: { other: 'күн' },
    week: { other: 'апта' },
    month: { other: 'ай' },
    'million-rubles': { other: 'млн ₽' },
  },
};

/** The locales whose decimal separator is a comma (kz as Russian: Kazakhstan writes 1,5). */
const decimalComma: ReadonlySet<Locale> = new Set(['ru', 'de', 'kz']);

const pluralRules = new Map<Locale, Intl.PluralRules>();

function pluralOf(count: number, locale: Locale): Intl.LDMLPluralRule {
  if (locale === 'kz') return 'other';
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(toLanguageTag(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** A value of the content with its unit (or none: "−7%", "24/7", "±1.5 HRC" stay as written). */
export interface Quantity {
  /** The number as the content writes it: `10`, `±10`, `2–3`, `1.5`. */
  value: string;
  unit?: QuantityUnit;
}

/** A quantity's number: an optional sign, a number, and optionally a range's second number. */
export const QUANTITY_VALUE_PATTERN = /^[±+−-]?\d+(?:\.\d+)?(?:–\d+(?:\.\d+)?)?$/;

/**
 * A quantity as a page in `locale` writes it: the number with the locale's decimal separator,
 * a no-break space and the unit's word in the plural the (last) number asks for: "±10 см",
 * "2–3 недели", "1 Tag", "520 days". A value without a unit is returned as written.
 */
export function formatQuantity({ value, unit }: Quantity, locale: Locale): string {
  if (!unit) return value;
  const number = decimalComma.has(locale) ? value.replace(/(\d)\.(\d)/g, '$1,$2') : value;
  const last = Number(/(\d+(?:\.\d+)?)$/.exec(value)?.[1] ?? Number.NaN);
  const forms = unitForms[locale][unit];
  const word = Number.isFinite(last) ? (forms[pluralOf(last, locale)] ?? forms.other) : forms.other;
  return `${number}\u00a0${word}`;
}

/**
 * The locale a content item is written in: its `initialLocale` (an item the API served from a
 * fallback locale, spec §7), else the page's (a card that keeps no `initialLocale`). Its numbers and units are written in that language,
 * as its texts are.
 */
export function contentLocaleOf(item: object, locale: Locale): Locale {
  const own = 'initialLocale' in item ? item.initialLocale : undefined;
  return isLocale(own) ? own : locale;
}
