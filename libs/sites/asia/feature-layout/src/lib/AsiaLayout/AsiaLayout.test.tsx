import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ServedOffice } from '@corp/shared/contracts';
import { I18nProvider } from '@corp/shared/i18n';
import type { ModalRenderProps } from '@corp/shared/modals';
import { ModalProvider } from '@corp/shared/modals';
import type { AsiaLocale } from '../asia-locale';
import { asiaLocaleOfPath } from '../asia-locale';
import { AsiaLayout } from './AsiaLayout';

const almaty: ServedOffice = {
  code: 'almaty',
  city: 'Алматы',
  title: 'Офис в Алматы — Центральная Азия',
  address: '050040, Казахстан, Алматы, пр. Аль-Фараби, 77/7',
  phone: '+7 727 339-12-45',
  email: 'asia@ferrum-digital.example',
  workingHours: 'Пн–Пт 9:00–18:00 (UTC+5)',
  coordinates: { lat: 43.2389, lng: 76.8897 },
  isHeadOffice: false,
  description: 'Продажи и реализация проектов.',
  initialLocale: 'ru',
} as ServedOffice;

const registry = {
  'send-request': () => <div role="dialog" aria-label="send-request" />,
} satisfies Record<string, (props: ModalRenderProps) => unknown>;

function renderLayout(locale: AsiaLocale) {
  return render(
    <I18nProvider locale={locale}>
      <MemoryRouter initialEntries={[`/${locale}/`]}>
        <ModalProvider registry={registry}>
          <AsiaLayout locale={locale} office={almaty}>
            <h1>Page</h1>
          </AsiaLayout>
        </ModalProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('AsiaLayout', () => {
  // jsdom has no scrolling: closing a modal restores the scroll position.
  beforeAll(() => {
    window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  });

  afterEach(() => scrollTo(0));

  it('shows the regional phone and e-mail in the header and the footer', () => {
    renderLayout('ru');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: /\+7 727 339-12-45/ })).toHaveAttribute(
      'href',
      'tel:+77273391245',
    );
    expect(header.getByRole('link', { name: /asia@ferrum-digital\.example/ })).toHaveAttribute(
      'href',
      'mailto:asia@ferrum-digital.example',
    );
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText(almaty.address)).toBeInTheDocument();
    expect(footer.getByRole('button', { name: 'Настройки cookie' })).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy_Rus.pdf',
    );
  });

  it('switches between RU and KZ, the kz link past a saved ru cookie', () => {
    renderLayout('ru');
    const header = within(screen.getByRole('banner'));
    const switcher = within(header.getByRole('navigation', { name: 'Язык' }));
    expect(switcher.getByRole('link', { name: /^RU/ })).toHaveAttribute('aria-current', 'true');
    expect(switcher.getByRole('link', { name: /^KZ/ })).toHaveAttribute('href', '/kz/?noRedirect');
    expect(switcher.getByRole('link', { name: /^KZ/ })).toHaveAttribute('hreflang', 'kk');
  });

  it('speaks Kazakh on the kz page', () => {
    renderLayout('kz');
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('navigation', { name: 'Тіл' })).toBeInTheDocument();
    expect(header.getByRole('button', { name: 'Өтінім жіберу' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Мазмұнға өту' })).toHaveAttribute('href', '#content');
  });

  it('turns the header compact and dark after 30 px of scroll (spec §4)', () => {
    renderLayout('ru');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(30);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(31);
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('opens the send-request dialog from the header', async () => {
    const user = userEvent.setup();
    renderLayout('ru');
    await user.click(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Отправить заявку' }),
    );
    expect(screen.getByRole('dialog', { name: 'send-request' })).toBeInTheDocument();
  });
});

describe('asiaLocaleOfPath', () => {
  it.each([
    ['/kz/', 'kz'],
    ['/ru/', 'ru'],
    ['/', 'ru'],
  ])('%s is %s', (path, locale) => {
    expect(asiaLocaleOfPath(path)).toBe(locale);
  });
});
