/** @jest-environment jsdom */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './I18nProvider';
import { loadTexts } from './create-i18n';
import { defineNamespace } from './feature-namespace';

/** React's scheduler works in macrotasks: let it run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('defineNamespace in the browser', () => {
  it('a feature whose texts arrive while React renders it (a lazy part of a hydrating page) shows them without an error React recovers from', async () => {
    await loadTexts('ru');
    // Registered after the page asked for Russian (its chunk came later): its file starts
    // loading at once, and arrives while React waits on the component that suspended on it.
    let arrive: () => void = () => undefined;
    const useAlertTexts = defineNamespace('late-alert-test', {
      en: { title: 'Cookies' },
      ru: () =>
        new Promise<{ default: { title: string } }>((done) => {
          arrive = () => done({ default: { title: 'Файлы cookie' } });
        }),
    });
    function Alert() {
      const t = useAlertTexts();
      return <h2>{t('title')}</h2>;
    }
    const container = document.createElement('div');
    const recovered: unknown[] = [];
    const root = createRoot(container, {
      onRecoverableError: (error: unknown) => recovered.push(error),
    });
    startTransition(() =>
      root.render(
        <I18nProvider locale="ru">
          <Alert />
        </I18nProvider>,
      ),
    );
    await tick();
    expect(container.innerHTML).toBe('');
    arrive();
    // Up to 2 s: on a busy machine (the CI's two cores shared with another suite) React's retry
    // of the suspended render has come after a single tick.
    for (let waited = 0; waited < 100 && container.innerHTML === ''; waited += 1) await tick();
    expect(container.innerHTML).toBe('<h2>Файлы cookie</h2>');
    // React's "Update hook called on initial render" (#467), recovered as #520, once the
    // render that suspended is replayed without calling `use` again.
    expect(recovered.map(String)).toEqual([]);
    root.unmount();
  });
});
