import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from './I18nProvider';
import { loadTexts, siteI18n } from './create-i18n';
import { defineNamespace, namespaceText } from './feature-namespace';
import type { Locale } from './locales';
import { locales } from './locales';

const en = { title: 'Press kit', gallery: { download: 'Download' }, count: '{{count}} photos' };
/** Each locale's file as a dynamic import would give it, counting the imports. */
const imported: string[] = [];
function file<T>(name: string, texts: T) {
  return () => {
    imported.push(name);
    return Promise.resolve({ default: texts });
  };
}

const useTexts = defineNamespace('presskit-test', {
  en: file('en', en),
  // Russian is complete, as the locale-files tests hold every namespace's Russian file.
  ru: file('ru', { title: 'Пресс-кит', gallery: { download: 'Скачать' }, count: '{{count}} фото' }),
  de: file('de', { title: 'Pressemappe' }),
  kz: file('kz', { title: 'Баспасөз жинағы' }),
});

function Texts() {
  const t = useTexts();
  return (
    <p>
      {t('title')} | {t('gallery.download')} | {t('count', { count: 3 })}
    </p>
  );
}

/** The page as the server streams it: waits for everything that suspends, as SSR does. */
async function prerender(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude.pipe(new PassThrough())) html += String(chunk);
  return html.replace(/<!-- -->/g, '');
}

describe('defineNamespace', () => {
  beforeEach(() => {
    imported.length = 0;
  });

  it('loads nothing but the page locale and its fallbacks: kz shows Russian where it has no text, and no English', async () => {
    await loadTexts('kz');
    expect(imported.sort()).toEqual(['kz', 'ru']);
    // The shared namespaces too: neither English nor German is fetched for a Kazakh page.
    expect(locales.filter((locale) => siteI18n().hasResourceBundle(locale, 'forms'))).toEqual([
      'ru',
      'kz',
    ]);
    const html = renderToString(
      <I18nProvider locale="kz">
        <Texts />
      </I18nProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toBe('<p>Баспасөз жинағы | Скачать | 3 фото</p>');
  });

  it('waits for the texts of a feature registered after the page loaded its locale (a navigation), showing no key', async () => {
    await loadTexts('ru');
    let resolve: () => void = () => undefined;
    const useLateTexts = defineNamespace('late-test', {
      en: { title: 'Later' },
      ru: () =>
        new Promise<{ default: { title: string } }>((done) => {
          resolve = () => done({ default: { title: 'Позже' } });
        }),
    });
    function Late() {
      const t = useLateTexts();
      return <h2>{t('title')}</h2>;
    }
    const html = prerender(
      <I18nProvider locale="ru">
        <Late />
      </I18nProvider>,
    );
    resolve();
    expect(await html).toBe('<h2>Позже</h2>');
  });

  it('waits for the shared texts of a locale not loaded yet', async () => {
    const html = await prerender(
      <I18nProvider locale="de">
        <Texts />
      </I18nProvider>,
    );
    expect(html).toBe('<p>Pressemappe | Download | 3 photos</p>');
    expect(siteI18n().hasResourceBundle('de', 'forms')).toBe(true);
  });

  it.each([
    ['en', 'Press kit | Download | 3 photos'],
    ['ru', 'Пресс-кит | Скачать | 3 фото'],
    // de falls back to English, kz to Russian.
    ['de', 'Pressemappe | Download | 3 photos'],
    ['kz', 'Баспасөз жинағы | Скачать | 3 фото'],
  ] as const)('renders the feature texts in %s', async (locale: Locale, expected) => {
    await loadTexts(locale);
    const html = renderToString(
      <I18nProvider locale={locale}>
        <Texts />
      </I18nProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toBe(`<p>${expected}</p>`);
  });
});

describe('namespaceText', () => {
  const text = namespaceText<'title' | 'gallery.download' | 'count'>('presskit-test');

  it('gives a feature’s text outside React in the page’s locale with the hook’s fallbacks', async () => {
    expect(await text('ru', 'title')).toBe('Пресс-кит');
    // kz → ru, de → en
    expect(await text('kz', 'title')).toBe('Баспасөз жинағы');
    expect(await text('kz', 'gallery.download')).toBe('Скачать');
    expect(await text('de', 'gallery.download')).toBe('Download');
    expect(await text('en', 'title')).toBe('Press kit');
  });

  it('interpolates options', async () => {
    expect(await text('en', 'count', { count: 28 })).toBe('28 photos');
  });
});
