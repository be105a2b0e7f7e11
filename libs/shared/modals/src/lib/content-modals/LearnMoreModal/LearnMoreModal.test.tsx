import { screen, within } from '@testing-library/react';
import type { LearnMoreModalData } from '../../modal-data';
import { activeModal, openModal } from '../content-modals.test-support';

// jsdom has no scrolling: the page's scroll lock calls `window.scrollTo` on close.
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

const data: LearnMoreModalData = {
  title: 'Цифровая промышленная платформа',
  paragraphs: [
    'Платформа собирает данные со всего оборудования предприятия.',
    'На ней работают наши приложения и приложения партнёров.',
  ],
  link: { href: '/ru/product/industrial-iot-platform/' },
};

describe('LearnMoreModal (learnMore)', () => {
  it("shows the paragraphs and a link labelled 'Узнать подробнее' in ru", async () => {
    const { dialog } = await openModal('learnMore', data, { locale: 'ru' });
    expect(dialog).toHaveAccessibleName('Цифровая промышленная платформа');
    expect(dialog).toHaveTextContent('Платформа собирает данные');
    expect(dialog).toHaveTextContent('На ней работают наши приложения');
    const link = within(dialog).getByRole('link', { name: 'Узнать подробнее' });
    expect(link).toHaveAttribute('href', '/ru/product/industrial-iot-platform/');
    expect(link).not.toHaveAttribute('target', '_blank');
  });

  it("labels the link 'Learn more' in en", async () => {
    const { dialog } = await openModal('learnMore', data, { locale: 'en' });
    expect(within(dialog).getByRole('link', { name: 'Learn more' })).toBeInTheDocument();
  });

  it('uses the label the opener gives; an external link opens a new tab and says so', async () => {
    const { dialog } = await openModal(
      'learnMore',
      {
        ...data,
        link: { href: 'https://mdcplus.ferrum-digital.example/', label: 'Сайт MDC+' },
      },
      { locale: 'ru' },
    );
    const link = within(dialog).getByRole('link', { name: /Сайт MDC\+/ });
    expect(link).toHaveAccessibleName('Сайт MDC+ (откроется в новой вкладке)');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('has no link when the opener gives none', async () => {
    const { dialog } = await openModal('learnMore', { ...data, link: undefined });
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes with Escape and with the close icon', async () => {
    const { user, dialog } = await openModal('learnMore', data);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(activeModal()).toBe('none');
  });
});
