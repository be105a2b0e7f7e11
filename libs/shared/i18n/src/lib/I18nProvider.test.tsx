import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from './I18nProvider';
import type { Locale } from './locales';
import { loadTexts } from './create-i18n';
import { locales } from './locales';

function SuccessText() {
  const { t } = useTranslation('forms');
  return <p>{`${t('success.title')} ${t('success.text')}`}</p>;
}

function render(locale: Locale): string {
  return renderToString(
    <I18nProvider locale={locale}>
      <SuccessText />
    </I18nProvider>,
  );
}

// A page loads its locale's texts before it renders; these tests switch locales, so all of them.
beforeAll(() => loadTexts(locales));

describe('I18nProvider', () => {
  it('renders texts in the page locale', () => {
    expect(render('en')).toContain(
      'Thank you! We have received your application. Our experts will contact you shortly.',
    );
    expect(render('ru')).toContain('Спасибо! Мы получили вашу заявку.');
    expect(render('de')).toContain('Vielen Dank!');
    expect(render('kz')).toContain('Рахмет!');
  });

  it('renders concurrent pages in their own locale', () => {
    const pages = (['ru', 'en', 'kz', 'en'] as const).map(render);
    expect(pages[0]).toContain('Спасибо!');
    expect(pages[1]).toContain('Thank you!');
    expect(pages[2]).toContain('Рахмет!');
    expect(pages[3]).toContain('Thank you!');
  });
});
