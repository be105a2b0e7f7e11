import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { ServedCase } from '@corp/shared/contracts';
import { seed } from '@corp/shared/page-parts/testing';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import type { ModalRenderProps } from '@corp/shared/modals';
import { ModalProvider } from '@corp/shared/modals';
import { linkedToMainSite, productsLocaleOf, regionCases } from '../asia-page.loader.server';
import { asiaProps } from '../testing/page-props';
import { AsiaPage } from './AsiaPage';

/** A stand-in for the app's lead dialogs: shows which one a button opened. */
const registry = {
  'send-request': ({ close }: ModalRenderProps) => (
    <div role="dialog" aria-label="send-request">
      <button type="button" onClick={close}>
        close
      </button>
    </div>
  ),
};

function renderPage(ui: ReactElement, locale: Locale) {
  return render(
    <I18nProvider locale={locale}>
      <MemoryRouter>
        <ModalProvider registry={registry}>{ui}</ModalProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const pageOf = asiaProps;

describe('AsiaPage', () => {
  // jsdom has no scrolling: closing a modal restores the scroll position.
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  it('shows the region, its products, industries, cases and the Almaty office in Russian', () => {
    renderPage(<AsiaPage {...pageOf('ru')} />, 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Цифровые решения для промышленности Казахстана',
    );
    expect(screen.getByRole('heading', { name: 'Отрасли' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Диспетчер' })).toBeInTheDocument();
    const cases = within(screen.getByRole('region', { name: 'Кейсы' }));
    expect(cases.getAllByRole('article')).toHaveLength(3);
    expect(cases.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/./);
    const office = within(screen.getByRole('region', { name: 'Офис в Алматы' }));
    expect(office.getByRole('link', { name: '+7 727 339-12-45' })).toHaveAttribute(
      'href',
      'tel:+77273391245',
    );
    expect(office.getByRole('link', { name: 'asia@ferrum-digital.example' })).toHaveAttribute(
      'href',
      'mailto:asia@ferrum-digital.example',
    );
  });

  it('is Kazakh on the kz page, with Kazakh industry names and the Russian product cards', () => {
    renderPage(<AsiaPage {...pageOf('kz')} />, 'kz');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Қазақстан өнеркәсібіне арналған цифрлық шешімдер',
    );
    const industries = within(screen.getByRole('region', { name: 'Салалар' }));
    expect(industries.getByText('Тау-кен өндірісі')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Диспетчер' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Алматыдағы кеңсе' })).toHaveTextContent(
      '050040, Қазақстан, Алматы қ., Әл-Фараби даңғылы, 77/7',
    );
  });

  it('shows the kz page’s cases in Kazakh, units too, and marks the Russian product cards', () => {
    // Issue 42, point 10: a Russian case, "±10 cm" and "1 day" on the Kazakh page.
    renderPage(<AsiaPage {...pageOf('kz')} />, 'kz');
    const cases = screen.getByRole('region', { name: 'Кейстер' });
    const cards = within(cases).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card).not.toHaveAttribute('lang');
    const values = [...cases.querySelectorAll('dt')].map((value) => value.textContent);
    expect(values).toEqual(expect.arrayContaining(['±10\u00a0см', '1\u00a0күн']));
    // Nothing in the cases is in Latin letters (no "cm", "day").
    expect(cases.textContent).not.toMatch(/[A-Za-z]/);
    // The product cards are Russian (spec §7) and say so; the block's own texts are Kazakh.
    for (const name of ['Диспетчер', 'Горный MES'])
      expect(screen.getByRole('heading', { name })).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('heading', { name: 'Негізгі өнімдер' }).closest('[lang]')).toBeNull();
    for (const button of screen.getAllByRole('link', { name: /Толығырақ/ }))
      expect(button.closest('[lang]')).toBeNull();
  });

  it('marks an item served in Russian on the kz page as Russian (kz → ru per item)', () => {
    const page = pageOf('kz');
    const russian = { ...(page.cases[0] as ServedCase), initialLocale: 'ru' as const };
    renderPage(<AsiaPage {...page} cases={[russian]} />, 'kz');
    const cases = within(screen.getByRole('region', { name: 'Кейстер' }));
    expect(cases.getByRole('listitem')).toHaveAttribute('lang', 'ru');
  });

  it('shows the region’s banner art in its hero, and only the text when the banner failed', () => {
    const { unmount } = renderPage(<AsiaPage {...pageOf('kz')} />, 'kz');
    const hero = screen.getByRole('region', {
      name: screen.getByRole('heading', { level: 1 }).textContent ?? '',
    });
    expect(hero.querySelector('picture img')?.getAttribute('src')).toBe(
      '/images/art/banners/asia-desktop.svg',
    );
    unmount();
    renderPage(<AsiaPage {...pageOf('kz')} heroImage={null} />, 'kz');
    const textOnly = screen.getByRole('heading', { level: 1 }).closest('section');
    expect(textOnly?.querySelector('picture')).toBeNull();
    expect(textOnly).toHaveTextContent(screen.getByRole('heading', { level: 1 }).textContent ?? '');
  });

  it('opens the send-request dialog from the hero and from the request section', async () => {
    const user = userEvent.setup();
    // Without the product slider, whose layout effects jsdom does not settle.
    renderPage(<AsiaPage {...pageOf('ru')} products={[]} />, 'ru');
    const buttons = screen.getAllByRole('button', { name: 'Отправить заявку' });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      await user.click(button);
      expect(screen.getByRole('dialog', { name: 'send-request' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'close' }));
    }
  });
});

describe('regionCases', () => {
  it('puts the Kazakh cases first and shows three', () => {
    const cases = regionCases(seed<ServedCase>('cases', 'ru'));
    expect(cases.map((item) => item.code)).toEqual([
      'kazakh-copper-dispatching',
      'east-kazakhstan-gold-drill-blast',
      expect.any(String),
    ]);
  });
});

describe('the product cards on the Asia host', () => {
  it('link to the main site by code unless they have a link of their own', () => {
    const [linked, kept] = linkedToMainSite(
      [
        { code: 'dispatcher', knowMore: null },
        { code: 'flow', knowMore: 'https://flow.example.com/' },
      ],
      'https://example.com',
    );
    expect(linked?.knowMore).toBe('https://example.com/ru/product/dispatcher/');
    expect(kept?.knowMore).toBe('https://flow.example.com/');
  });

  it('are asked in Russian on the kz page (spec §7)', () => {
    expect(productsLocaleOf('kz')).toBe('ru');
    expect(productsLocaleOf('ru')).toBe('ru');
  });
});
