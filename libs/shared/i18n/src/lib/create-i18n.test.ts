import { createI18n, loadTexts, pageI18n } from './create-i18n';
import { locales } from './locales';

// A page loads its locale's texts before it renders; these tests switch locales, so all of them.
beforeAll(() => loadTexts(locales));

describe('createI18n', () => {
  it('translates every namespace in the requested locale', () => {
    const ru = createI18n('ru');
    expect(ru.t('forms:success.title')).toBe('Спасибо!');
    expect(ru.t('validation:required')).toBe('обязательно');
    expect(ru.t('errors:notification.title')).toBe('Ошибка!');
    expect(ru.t('main')).toBe('Главная');
  });

  it('keeps two instances in different locales apart', () => {
    const en = createI18n('en');
    const ru = createI18n('ru');
    expect(en.t('forms:actions.sending')).toBe('Sending...');
    expect(ru.t('forms:actions.sending')).toBe('Отправка...');
    void ru.changeLanguage('de');
    expect(ru.t('forms:actions.sending')).toBe('Wird gesendet...');
    expect(en.language).toBe('en');
    expect(en.t('forms:actions.sending')).toBe('Sending...');
    expect(createI18n('ru').t('forms:actions.sending')).toBe('Отправка...');
  });

  it('falls back kz → ru → en and de → en for keys a locale lacks', () => {
    // A copy of the store (i18next's `forkResourceStore`): the page instances share theirs.
    const kz = createI18n('kz').cloneInstance({ lng: 'kz', forkResourceStore: true });
    kz.removeResourceBundle('kz', 'forms');
    expect(kz.t('forms:success.title')).toBe('Спасибо!');
    const de = createI18n('de').cloneInstance({ lng: 'de', forkResourceStore: true });
    de.removeResourceBundle('de', 'errors');
    expect(de.t('errors:notification.unknown')).toBe('Unknown error');
    expect(createI18n('kz').t('forms:success.title')).toBe('Рахмет!');
  });

  it('interpolates the required marker and the policy link placeholder', () => {
    const ru = createI18n('ru');
    expect(ru.t('forms:required.label', { label: ru.t('forms:fields.desiredPosition') })).toBe(
      'Желаемая должность *',
    );
    expect(ru.t('forms:required.label', { label: ru.t('forms:fields.fullName') })).toBe(
      'Полное имя *',
    );
    const en = createI18n('en');
    expect(en.t('forms:required.label', { label: en.t('forms:fields.fullName') })).toBe(
      'Full name *',
    );
    expect(en.t('forms:policyAgreement')).toContain('<policy>privacy policy</policy>');
  });

  it('types keys from the English files', () => {
    const en = createI18n('en');
    const t = en.getFixedT('en', 'forms');
    expect(t('success.hrText')).toBe(
      'We have received your application and will contact you when a relevant vacancy becomes available.',
    );
    // @ts-expect-error: not a key of the English forms file
    expect(t('success.missing')).toBe('success.missing');
  });
});

describe('pageI18n', () => {
  it('gives every page part in a locale one instance, whose locale no one can change', () => {
    const ru = pageI18n('ru');
    expect(pageI18n('ru')).toBe(ru);
    expect(pageI18n('kz')).not.toBe(ru);
    expect(() => ru.changeLanguage('de')).toThrow('the ru page texts keep their locale');
    expect(pageI18n('ru').t('forms:actions.sending')).toBe('Отправка...');
    expect(pageI18n('kz').t('forms:success.title')).toBe('Рахмет!');
  });
});

describe("pageI18n's t", () => {
  it('looks a plain key up once, and again once texts are added or removed', () => {
    const de = pageI18n('de');
    const t = de.getFixedT('de', 'forms');
    const lookups = jest.spyOn(de, 't');
    expect(t('actions.sending')).toBe('Wird gesendet...');
    expect(t('actions.sending')).toBe('Wird gesendet...');
    expect(lookups).toHaveBeenCalledTimes(1);

    const original = de.getResource('de', 'forms', 'actions.sending') as string;
    de.addResource('de', 'forms', 'actions.sending', 'Geht raus...');
    try {
      expect(t('actions.sending')).toBe('Geht raus...');
      expect(lookups).toHaveBeenCalledTimes(2);
    } finally {
      de.addResource('de', 'forms', 'actions.sending', original);
    }
    expect(de.getFixedT('de', 'forms')('actions.sending')).toBe('Wird gesendet...');
    lookups.mockRestore();
  });

  it('keeps keys apart by namespace and key prefix, and interpolates every call with options', () => {
    const en = pageI18n('en');
    expect(en.getFixedT('en', 'forms')('success.title')).toBe('Thank you!');
    expect(en.getFixedT('en', 'forms', 'success')('title')).toBe('Thank you!');
    expect(en.getFixedT('en', 'errors')('notification.title')).toBe(
      en.t('errors:notification.title'),
    );
    const t = en.getFixedT('en', 'forms');
    expect(t('required.label', { label: 'Name' })).toBe('Name *');
    expect(t('required.label', { label: 'Phone' })).toBe('Phone *');
    // @ts-expect-error: not a key of the English forms file
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
