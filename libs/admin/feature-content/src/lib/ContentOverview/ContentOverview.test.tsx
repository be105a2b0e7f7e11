import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminI18nProvider } from '@corp/admin/feature-shell';
import { kindSummaries } from '../testing/fixtures-more';
import { ContentOverview } from './ContentOverview';

function renderOverview(language: 'en' | 'ru') {
  return render(
    <AdminI18nProvider language={language}>
      <MemoryRouter>
        <ContentOverview kinds={kindSummaries} />
      </MemoryRouter>
    </AdminI18nProvider>,
  );
}

const linksOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('ContentOverview', () => {
  it("shows what each locale misses, each a link to the kind's list filtered on it", () => {
    renderOverview('en');
    const events = screen.getByRole('row', { name: /^Events/ });
    expect(linksOf(events)).toEqual([
      ['Events', '/content/events'],
      ['English: 0', '/content/events?missing=en'],
      ['Russian: 1', '/content/events?missing=ru'],
      ['German: 9', '/content/events?missing=de'],
      ['Kazakh: 10', '/content/events?missing=kz'],
    ]);
    // A kind without counts names the locales only.
    const webinars = screen.getByRole('row', { name: /^Webinars/ });
    expect(within(webinars).getByRole('link', { name: 'German' })).toHaveAttribute(
      'href',
      '/content/webinars?missing=de',
    );
  });

  it('shows them in Russian', () => {
    renderOverview('ru');
    expect(screen.getByRole('columnheader', { name: 'Нет перевода' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'немецкий: 9' })).toHaveAttribute(
      'href',
      '/content/events?missing=de',
    );
    expect(screen.getAllByRole('link', { name: 'казахский: 28' })).toHaveLength(1);
  });
});
