import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_OPEN_EVENT } from '@corp/shared/consent';
import { I18nProvider } from '@corp/shared/i18n';
import { SiteShell } from './SiteShell';

// The shell sits inside the page's translations (PageChrome) in every app.
const wrapper = ({ children }: { children: React.ReactNode }) => (
  <I18nProvider locale="ru">{children}</I18nProvider>
);

describe('SiteShell', () => {
  it('gives keyboard users a skip link to the main content and a home link', () => {
    render(
      <SiteShell brand="ZIIoT" homeHref="/ru/" skipLinkLabel="К содержанию" copyrightHolder="ZIIoT">
        <h1>Платформа</h1>
      </SiteShell>,
      { wrapper },
    );
    expect(screen.getByRole('link', { name: 'К содержанию' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.getByRole('link', { name: 'ZIIoT' })).toHaveAttribute('href', '/ru/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Платформа');
  });

  it('shows the current year in the footer', () => {
    render(
      <SiteShell brand="B" homeHref="/" skipLinkLabel="Skip" copyrightHolder="Corp Group">
        x
      </SiteShell>,
      { wrapper },
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Corp Group`,
    );
  });

  it('reopens the cookie settings from the footer', async () => {
    const opened = jest.fn();
    window.addEventListener(CONSENT_OPEN_EVENT, opened);
    render(
      <SiteShell brand="B" homeHref="/" skipLinkLabel="Skip" copyrightHolder="Corp Group">
        x
      </SiteShell>,
      { wrapper },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Настройки cookie' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(CONSENT_OPEN_EVENT, opened);
  });
});
