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
    expect(
      episode.getByRole('link', {
        name: 'Нужен ли руднику ИИ или достаточно хорошей диспетчеризации?',
      }),
    ).toHaveAttribute('href', '/ru/news/podcasts/1/');
    expect(episode.getByText(/5 февраля 2025/).parentElement).toHaveTextContent(
      '5 февраля 2025 · 33 с',
    );
    expect(episode.getByText(/Дмитрий Орлов/)).toBeInTheDocument();
  });

  it('gives every episode its audio', () => {
    renderPage(<TechpodPage {...techpodProps()} />, 'ru');
    const episode = within(
      screen.getByRole('article', {
        name: 'Нужен ли руднику ИИ или достаточно хорошей диспетчеризации?',
      }),
    );
    expect(episode.getByRole('link', { name: /Скачать аудиофайл/ })).toHaveAttribute(
      'href',
      '/download/podcasts/s1e01-ru.mp3',
    );
  });

  it('on its own host: no call to a footer form, no links to the main site', () => {
    renderPage(<TechpodPage {...techpodProps()} ownHost />, 'ru');
    expect(screen.queryByRole('region', { name: 'Хотите выступить в техподе?' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    const episode = within(
      screen.getByRole('article', {
        name: 'Нужен ли руднику ИИ или достаточно хорошей диспетчеризации?',
      }),
    );
    expect(episode.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/download/podcasts/s1e01-ru.mp3',
    ]);
  });
});
