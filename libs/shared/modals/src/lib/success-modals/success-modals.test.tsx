import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ModalData } from '../modal-names';
import {
  DOWNLOAD_AUTO_START_MS,
  DownloadSuccessModal,
  EventSuccessModal,
  HrSuccessModal,
  successModalRegistry,
} from './success-modals';
import { lazySuccessModalRegistry, SUCCESS_MODAL_NAMES } from './success-modal-registry';

let click: jest.SpyInstance;
let scrollTo: jest.SpyInstance;

beforeEach(() => {
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  click.mockRestore();
  scrollTo.mockRestore();
  jest.useRealTimers();
});

const show = (
  Modal: typeof DownloadSuccessModal,
  data: ModalData,
  locale: Locale = 'en',
  close = jest.fn(),
) => {
  render(
    <I18nProvider locale={locale}>
      <Modal data={data} close={close} />
    </I18nProvider>,
  );
  return close;
};

const clickedLinks = () =>
  click.mock.contexts.map((anchor) => ({
    href: (anchor as HTMLAnchorElement).getAttribute('href'),
    download: (anchor as HTMLAnchorElement).download,
  }));

describe('success modals', () => {
  it('has one for every success name of spec §2.9', () => {
    expect(Object.keys(successModalRegistry).sort()).toEqual([
      'download-brochure-success',
      'event-request-success',
      'hr-success',
      'main-event-success',
      'newsletter-success',
      'send-request-success',
    ]);
    // The page's modal host loads them by these names: a name missing there would never open.
    expect([...SUCCESS_MODAL_NAMES].sort()).toEqual(Object.keys(successModalRegistry).sort());
  });

  it('loads on first use in the page’s modal host, then shows as the modal itself', async () => {
    const close = jest.fn();
    const Entry = lazySuccessModalRegistry['hr-success'];
    if (!Entry) throw new Error('hr-success is not registered');
    render(
      <I18nProvider locale="en">
        <Entry data={{}} close={close} />
      </I18nProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thank you!' });
    await userEvent.click(
      within(dialog).getAllByRole('button', { name: 'Close' })[0] as HTMLElement,
    );
    expect(close).toHaveBeenCalled();
  });

  it('shows the tick, the heading, the thank-you text and Закрыть on a ru page', async () => {
    const close = show(HrSuccessModal, {}, 'ru');
    expect(screen.getByRole('dialog', { name: 'Спасибо!' })).toHaveTextContent(
      'Мы получили вашу заявку и свяжемся с вами, когда появится подходящая вакансия.',
    );
    const buttons = screen.getAllByRole('button', { name: 'Закрыть' });
    // The close icon and the Close button.
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    expect(close).toHaveBeenCalled();
  });

  it('shows the thank-you text when there is no link, or when onlyText is set', () => {
    show(EventSuccessModal, { link: '/files/a.pdf', onlyText: true });
    expect(screen.getByRole('dialog')).toHaveTextContent('You are registered.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('downloads the file by itself after 3 s, once only, under its name', async () => {
    jest.useFakeTimers();
    show(DownloadSuccessModal, { link: '/files/brochure.pdf', filename: 'Brochure.pdf' });
    expect(screen.getByRole('link', { name: 'Brochure.pdf' })).toHaveAttribute(
      'href',
      '/files/brochure.pdf',
    );
    act(() => jest.advanceTimersByTime(DOWNLOAD_AUTO_START_MS - 1));
    expect(click).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(clickedLinks()).toEqual([{ href: '/files/brochure.pdf', download: 'Brochure.pdf' }]);
    expect(screen.getByRole('status')).toHaveTextContent('The download has started.');
    // The button does not download it again, and neither does more time.
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(10_000));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('downloads at once on the button, and not again after 3 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    show(DownloadSuccessModal, { link: '/files/demo.zip', filename: 'demo.zip' });
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(DOWNLOAD_AUTO_START_MS * 2));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('shows a webinar password with a Copy button and the recording in a new tab, no download', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // After setup, which puts its own clipboard on the navigator.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    show(
      DownloadSuccessModal,
      { password: 'Webinar-2024', externalLink: 'https://video.example/rec', link: '/x.pdf' },
      'ru',
    );
    expect(screen.getByText('Webinar-2024')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Перейти к записи' });
    expect(link).toHaveAttribute('href', 'https://video.example/rec');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Копировать' }));
    expect(writeText).toHaveBeenCalledWith('Webinar-2024');
    expect(await screen.findByText('Скопировано')).toHaveAttribute('role', 'status');
    act(() => jest.advanceTimersByTime(DOWNLOAD_AUTO_START_MS * 2));
    expect(click).not.toHaveBeenCalled();
  });

  it('gives a recording without a password its link, in a new tab', () => {
    show(
      DownloadSuccessModal,
      { mod: 'recording', externalLink: 'https://video.example/rec', onlyText: true },
      'kz',
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Вебинар жазбасы көруге дайын.');
    const link = screen.getByRole('link', { name: 'Жазбаға өту' });
    expect(link).toHaveAttribute('href', 'https://video.example/rec');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([
    ['en', 'schedule the demo', 'Open the online demo'],
    ['ru', 'согласовать удобное для вас время демонстрации', 'Открыть онлайн-демо'],
    ['de', 'einen passenden Termin für die Vorführung', 'Online-Demo öffnen'],
    ['kz', 'демонстрацияның ыңғайлы уақытын келісу', 'Онлайн-демоны ашу'],
  ] as const)(
    'says in %s that a demo will be scheduled and shows the online demo',
    (locale, scheduled, online) => {
      show(
        DownloadSuccessModal,
        { mod: 'demo', externalLink: 'https://demo.example/stand/', onlyText: true },
        locale,
      );
      expect(screen.getByRole('dialog')).toHaveTextContent(scheduled);
      expect(screen.getByRole('link', { name: online })).toHaveAttribute(
        'href',
        'https://demo.example/stand/',
      );
      expect(click).not.toHaveBeenCalled();
    },
  );

  it('downloads a demo’s guide as its file, saying what it is', () => {
    jest.useFakeTimers();
    show(DownloadSuccessModal, {
      mod: 'demo',
      link: '/files/guide.pdf',
      filename: 'Guide.pdf',
      externalLink: 'https://demo.example/stand/',
    });
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'The demo guide will download automatically.',
    );
    expect(screen.getByRole('dialog')).not.toHaveTextContent('Your file is ready');
    act(() => jest.advanceTimersByTime(DOWNLOAD_AUTO_START_MS));
    expect(clickedLinks()).toEqual([{ href: '/files/guide.pdf', download: 'Guide.pdf' }]);
  });

  it('offers a registration its calendar file, in the page language, besides the thank-you', () => {
    show(EventSuccessModal, { onlyText: true, calendar: '/ru/events/forum/calendar.ics' }, 'ru');
    const calendar = screen.getByRole('link', { name: 'Добавить в календарь (.ics)' });
    expect(calendar).toHaveAttribute('href', '/ru/events/forum/calendar.ics');
    expect(calendar).toHaveAttribute('download');
    expect(screen.getByText(/Вы зарегистрированы/)).toBeInTheDocument();
  });

  it('offers a webinar registration its calendar file beside the registration page', () => {
    show(DownloadSuccessModal, {
      externalLink: 'https://events.example.com/webinar',
      onlyText: true,
      calendar: '/news/webinars/w/calendar.ics',
    });
    expect(screen.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      '/news/webinars/w/calendar.ics',
    );
  });

  it('offers no calendar where there is no date to keep', () => {
    show(DownloadSuccessModal, { link: '/download/brochure.pdf', filename: 'b.pdf' });
    expect(screen.queryByRole('link', { name: /calendar/i })).not.toBeInTheDocument();
  });
});
