import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { BackToTop } from './BackToTop';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

function renderIn(locale: Locale = 'en') {
  return render(
    <I18nProvider locale={locale}>
      <BackToTop />
    </I18nProvider>,
  );
}

describe('BackToTop', () => {
  const scrollSpy = jest.fn();
  beforeEach(() => {
    scrollSpy.mockReset();
    Object.defineProperty(window, 'scrollTo', { value: scrollSpy, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('appears only after 300 px of scroll', () => {
    renderIn();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(300);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    scrollTo(120);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows at once on a page opened already scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 1200, configurable: true });
    renderIn('ru');
    expect(screen.getByRole('button', { name: 'Наверх' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the top, from the keyboard too', async () => {
    const user = userEvent.setup();
    renderIn();
    scrollTo(800);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps without animation for visitors who prefer reduced motion', async () => {
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
      configurable: true,
    });
    try {
      const user = userEvent.setup();
      renderIn();
      scrollTo(800);
      await user.click(screen.getByRole('button', { name: 'Back to top' }));
      expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    } finally {
      Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true });
    }
  });
});
