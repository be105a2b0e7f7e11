import { render, screen } from '@testing-library/react';
import { SiteShell } from './SiteShell';

describe('SiteShell', () => {
  it('gives keyboard users a skip link to the main content and a home link', () => {
    render(
      <SiteShell brand="ZIIoT" homeHref="/ru/" skipLinkLabel="К содержанию" copyrightHolder="ZIIoT">
        <h1>Платформа</h1>
      </SiteShell>,
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
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Corp Group`,
    );
  });
});
