import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { PublicConfig } from '@corp/shared/contracts';
import { I18nProvider } from '@corp/shared/i18n';
import { PublicConfigContext } from '@corp/shared/document';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import { ModalProvider, modalNames } from '@corp/shared/modals';
import { COURSE_POPUP_DELAY_MS, COURSE_POPUP_SEEN_KEY } from '../CoursePopup/CoursePopup';
import type { LandingCourse } from '../course-code';
import { DigitalLanding } from './DigitalLanding';
import { LANDING_HEADER_SCROLLED_AFTER } from './header-scroll';

/** Stands in for every dialog: its name and the data the page opened it with. */
const testModals: ModalRegistry = Object.fromEntries(
  modalNames.map((name) => [
    name,
    ({ data }: ModalRenderProps) => (
      <div role="dialog" aria-label="opened" data-modal={name}>
        {JSON.stringify(data)}
      </div>
    ),
  ]),
);

function renderLanding(course: LandingCourse, config: PublicConfig = {}) {
  return render(
    <I18nProvider locale="ru">
      <PublicConfigContext.Provider value={config}>
        <ModalProvider registry={testModals}>
          <DigitalLanding course={course} homeHref="/2.0/">
            <h1>Страница курса</h1>
          </DigitalLanding>
        </ModalProvider>
      </PublicConfigContext.Provider>
    </I18nProvider>,
  );
}

function setLargeScreen(large: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: large && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

beforeAll(() => {
  // The modal state gives the page its scroll back on close; jsdom has no scrolling.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  window.sessionStorage.clear();
  jest.useRealTimers();
});

describe('DigitalLanding', () => {
  it('opens the registration dialog with the course in the lead', () => {
    renderLanding('mount');
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const dialog = screen.getByRole('dialog', { name: 'opened' });
    expect(dialog).toHaveAttribute('data-modal', 'send-request');
    expect(JSON.parse(dialog.textContent ?? '{}')).toEqual({
      title: 'Регистрация на курс',
      subtitle: 'Практикум «Цифровой рудник»',
      customData: { course: 'mount' },
    });
  });

  it('links the personal account only when the course platform is configured', () => {
    const { unmount } = renderLanding('machine');
    expect(screen.queryByRole('link', { name: 'Личный кабинет' })).toBeNull();
    unmount();
    renderLanding('machine', {
      courseAccountUrlMachine: 'https://learn.example.com/machine',
      courseAccountUrlMount: 'https://learn.example.com/mount',
    });
    const account = screen.getByRole('link', { name: 'Личный кабинет' });
    expect(account).toHaveAttribute('href', 'https://learn.example.com/machine');
    expect(account).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('has the privacy policy in the footer and the hamburger toggles the menu', () => {
    renderLanding('machine');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy_Rus.pdf',
    );
    const burger = screen.getByRole('button', { name: 'Меню' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(burger);
    expect(screen.getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Программа' }));
    expect(screen.getByRole('button', { name: 'Меню' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('changes the header after 50 px of scroll', () => {
    renderLanding('machine');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = LANDING_HEADER_SCROLLED_AFTER;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = LANDING_HEADER_SCROLLED_AFTER + 1;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});

describe('CoursePopup', () => {
  it('invites to register after 20 s on a large screen, once per session', () => {
    jest.useFakeTimers();
    setLargeScreen(true);
    const { unmount } = renderLanding('machine');
    act(() => jest.advanceTimersByTime(COURSE_POPUP_DELAY_MS - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    const popup = screen.getByRole('dialog', { name: 'Места в следующем потоке ограничены' });
    fireEvent.click(within(popup).getByRole('button', { name: 'Зарегистрироваться' }));
    expect(screen.getByRole('dialog', { name: 'opened' })).toHaveAttribute(
      'data-modal',
      'send-request',
    );
    expect(window.sessionStorage.getItem(COURSE_POPUP_SEEN_KEY)).toBe('1');
    unmount();
    renderLanding('machine');
    act(() => jest.advanceTimersByTime(COURSE_POPUP_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never shows on a small screen', () => {
    jest.useFakeTimers();
    setLargeScreen(false);
    renderLanding('mount');
    act(() => jest.advanceTimersByTime(COURSE_POPUP_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
