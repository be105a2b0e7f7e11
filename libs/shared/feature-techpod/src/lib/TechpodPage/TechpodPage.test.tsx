import { screen, within } from '@testing-library/react';
import { techpodProps } from '../testing/page-props';
import { renderPage } from '@corp/shared/page-parts/testing';
import { TechpodPage } from './TechpodPage';

describe('TechpodPage', () => {
  it('lists the seasons newest first, each episode linking to its podcast page', () => {
    renderPage(<TechpodPage {...techpodProps()} />, 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Техпод' })).toBeInTheDocument();
    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles[0]).toMatch(/^Сезон 2/);
    expect(titles[1]).toMatch(/^Сезон 1/);
    const first = within(screen.getByRole('region', { name: /^Сезон 1/ }));
    const episode = within(
      first.getByRole('article', {
        name: 'Нужен ли руднику ИИ или достаточно хорошей диспетчеризации?',
      }),
    );
    expect(episode.getByRole('link')).toHaveAttribute('href', '/ru/news/podcasts/1/');
    expect(episode.getByText(/5 февраля 2025/).parentElement).toHaveTextContent(
      '5 февраля 2025 · 42 мин',
    );
    expect(episode.getByText(/Дмитрий Орлов/)).toBeInTheDocument();
  });
});
