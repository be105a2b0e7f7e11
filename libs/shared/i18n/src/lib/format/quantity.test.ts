import { locales } from '../locales';
import { QUANTITY_VALUE_PATTERN, contentLocaleOf, formatQuantity, quantityUnits } from './quantity';

describe('formatQuantity', () => {
  it.each([
    ['en', '±10 cm', '1 day', '5 days', '2–3 weeks', '9 months', '40 mln ₽'],
    ['ru', '±10 см', '1 день', '5 дней', '2–3 недели', '9 месяцев', '40 млн ₽'],
    ['de', '±10 cm', '1 Tag', '5 Tage', '2–3 Wochen', '9 Monate', '40 Mio. ₽'],
    ['kz', '±10 см', '1 күн', '5 күн', '2–3 апта', '9 ай', '40 млн ₽'],
  ] as const)('writes units in %s', (locale, cm, day, days, weeks, months, roubles) => {
    const format = (value: string, unit: (typeof quantityUnits)[number]) =>
      formatQuantity({ value, unit }, locale).replace(/\u00a0/g, ' ');
    expect(format('±10', 'cm')).toBe(cm);
    expect(format('1', 'day')).toBe(day);
    expect(format('5', 'day')).toBe(days);
    expect(format('2–3', 'week')).toBe(weeks);
    expect(format('9', 'month')).toBe(months);
    expect(format('40', 'million-rubles')).toBe(roubles);
  });

  it('follows Russian plurals: 1, 2–4, 5–20, 21, 22, 520', () => {
    const day = (value: string) => formatQuantity({ value, unit: 'day' }, 'ru');
    expect(['1', '3', '11', '21', '22', '520'].map(day)).toEqual([
      '1\u00a0день',
      '3\u00a0дня',
      '11\u00a0дней',
      '21\u00a0день',
      '22\u00a0дня',
      '520\u00a0дней',
    ]);
  });

  it('writes the decimal separator of the locale, and keeps the number and unit together', () => {
    expect(formatQuantity({ value: '1.5', unit: 'cm' }, 'en')).toBe('1.5\u00a0cm');
    expect(formatQuantity({ value: '1.5', unit: 'cm' }, 'ru')).toBe('1,5\u00a0см');
    expect(formatQuantity({ value: '1.5', unit: 'cm' }, 'de')).toBe('1,5\u00a0cm');
    expect(formatQuantity({ value: '1.5', unit: 'cm' }, 'kz')).toBe('1,5\u00a0см');
  });

  it('returns a value without a unit as written', () => {
    for (const locale of locales) {
      expect(formatQuantity({ value: '−7%' }, locale)).toBe('−7%');
      expect(formatQuantity({ value: '24/7' }, locale)).toBe('24/7');
    }
  });

  it('names every unit in every locale, with no Latin word on a Cyrillic page', () => {
    for (const locale of locales)
      for (const unit of quantityUnits) {
        const text = formatQuantity({ value: '3', unit }, locale);
        expect(text).toMatch(/^3\u00a0\S/);
        if (locale === 'ru' || locale === 'kz') expect(text).not.toMatch(/[A-Za-z]/);
      }
  });

  it('accepts the numbers the content writes', () => {
    for (const value of ['10', '±10', '1.5', '2–3', '−2', '+14'])
      expect(value).toMatch(QUANTITY_VALUE_PATTERN);
    for (const value of ['1 day', '10 cm', '', '1,5', 'day'])
      expect(value).not.toMatch(QUANTITY_VALUE_PATTERN);
  });
});

describe('contentLocaleOf', () => {
  it('is the item’s own locale when the API served a fallback, else the page’s', () => {
    expect(contentLocaleOf({ initialLocale: 'ru' }, 'kz')).toBe('ru');
    expect(contentLocaleOf({}, 'kz')).toBe('kz');
    expect(contentLocaleOf({ initialLocale: 'xx' }, 'de')).toBe('de');
  });
});
