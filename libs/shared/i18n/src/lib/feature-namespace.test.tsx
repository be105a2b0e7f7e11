import { renderToString } from 'react-dom/server';
import { I18nProvider } from './I18nProvider';
import { defineNamespace } from './feature-namespace';

const useTexts = defineNamespace('presskit-test', {
  en: { title: 'Press kit', gallery: { download: 'Download' }, count: '{{count}} photos' },
  ru: { title: 'Пресс-кит', gallery: { download: 'Скачать' } },
  de: { title: 'Pressemappe' },
});

function Texts() {
  const t = useTexts();
  return (
    <p>
      {t('title')} | {t('gallery.download')} | {t('count', { count: 3 })}
    </p>
  );
}

describe('defineNamespace', () => {
  it.each([
    ['en', 'Press kit | Download | 3 photos'],
    ['ru', 'Пресс-кит | Скачать | 3 photos'],
    // de falls back to English, kz to Russian (then English).
    ['de', 'Pressemappe | Download | 3 photos'],
    ['kz', 'Пресс-кит | Скачать | 3 photos'],
  ] as const)('renders the feature texts in %s', (locale, expected) => {
    const html = renderToString(
      <I18nProvider locale={locale}>
        <Texts />
      </I18nProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toBe(`<p>${expected}</p>`);
  });
});
