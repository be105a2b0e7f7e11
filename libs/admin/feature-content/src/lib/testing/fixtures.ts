import type { ItemLocales } from '../schema/fallback';

/** A complete, valid event in English (stories and tests). */
export function validEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code: 'partner-day-2027',
    name: 'Partner Day 2027',
    place: 'Moscow, Technopark',
    previewText: 'One day with the product teams: the roadmap and joint sales.',
    text: ['The product teams present the roadmap of the platform for the coming year.'],
    startDate: '2027-04-15T10:00:00+03:00',
    endDate: '2027-04-15T18:00:00+03:00',
    timeZone: 'Europe/Moscow',
    format: 'offline',
    industry: 6,
    background: { raw: '#13294a' },
    image: {
      desktop: '/images/art/events/almaty-mining-tech-days-2027-desktop.svg',
      alt: 'Conference hall',
    },
    formTitle: 'Register',
    hasDropEmail: false,
    target: '_self',
    registrationOpen: true,
    promo: false,
    topEvent: false,
    additional_top: false,
    additional: false,
    showAfterEndRu: false,
    showAfterEndEn: true,
    ...overrides,
  };
}

/** The event in Russian. */
export function validEventRu(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return validEvent({
    name: 'День партнёров 2027',
    place: 'Москва, Технопарк',
    previewText: 'Один день с командами продуктов: планы и совместные продажи.',
    text: ['Команды продуктов расскажут о планах развития платформы на следующий год.'],
    formTitle: 'Зарегистрироваться',
    ...overrides,
  });
}

/** An event published in en, with a ru draft and nothing in de and kz. */
export function eventLocales(): ItemLocales {
  return {
    en: { draft: null, published: validEvent() },
    ru: { draft: validEventRu(), published: null },
    de: { draft: null, published: null },
    kz: { draft: null, published: null },
  };
}
