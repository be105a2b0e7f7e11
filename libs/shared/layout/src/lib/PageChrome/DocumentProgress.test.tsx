import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import { DOCUMENT_PROGRESS_GIVE_UP_MS, DocumentProgress } from './DocumentProgress';

/** Spec §2.8 progress bar on an island page, whose links load documents (ADR 0032). */
describe('DocumentProgress', () => {
  // jsdom cannot load another document: the click's default is taken after the page has seen it.
  const noNavigation = (event: Event) => event.preventDefault();
  beforeEach(() => window.addEventListener('click', noNavigation));
  afterEach(() => {
    window.removeEventListener('click', noNavigation);
    jest.useRealTimers();
  });

  function renderPage() {
    return render(
      <I18nProvider locale="en">
        <DocumentProgress />
        <a href="/about/">About</a>
        <a href="#team">Team</a>
        <a href="/about/" target="_blank">
          About in a new tab
        </a>
        <a href="/download/brochure.pdf" download>
          Brochure
        </a>
        <a href="https://example.org/">Elsewhere</a>
        <a href="/contacts/" onClick={(event) => event.preventDefault()}>
          Handled by the page
        </a>
      </I18nProvider>,
    );
  }

  it('runs from a click on a link of the site until the page is shown again', async () => {
    renderPage();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('progressbar', { name: 'Page loading' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('pageshow'));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it.each(['Team', 'About in a new tab', 'Brochure', 'Elsewhere', 'Handled by the page'])(
    'does not run for a link that loads no page here: %s',
    async (name) => {
      renderPage();
      await userEvent.click(screen.getByRole('link', { name }));
      expect(screen.queryByRole('progressbar')).toBeNull();
    },
  );

  it('does not run for a click with a modifier key (a new tab)', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.keyboard('{/Control}');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('lets go when no page comes (a download, a dropped navigation)', async () => {
    jest.useFakeTimers();
    renderPage();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(DOCUMENT_PROGRESS_GIVE_UP_MS - 1000);
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    // Full, then gone one step later.
    act(() => {
      jest.advanceTimersByTime(400);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
