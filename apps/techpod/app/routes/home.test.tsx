import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { PodcastSeason, ServedPodcast } from '@corp/shared/contracts';
import { I18nProvider } from '@corp/shared/i18n';
import { seed } from '@corp/shared/page-parts/testing';
import Home from './home';

function seasons(): PodcastSeason[] {
  const bySeason = new Map<number, PodcastSeason>();
  for (const episode of seed<ServedPodcast>('podcasts', 'ru')) {
    const season = bySeason.get(episode.season) ?? {
      season: episode.season,
      title: episode.seasonTitle,
      items: [],
    };
    season.items.push(episode);
    bySeason.set(episode.season, season);
  }
  return [...bySeason.values()];
}

describe('techpod home route', () => {
  it('shows the seasons and their episodes, each with its audio, on the host itself', async () => {
    const Stub = createRoutesStub([
      {
        path: '/ru/',
        Component: Home,
        HydrateFallback: () => null,
        loader: () => ({ locale: 'ru', banner: null, seasons: seasons() }),
      },
    ]);
    render(
      <I18nProvider locale="ru">
        <Stub initialEntries={['/ru/']} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Техпод' })).toBeInTheDocument();
    const episode = within(
      screen.getByRole('article', {
        name: 'Нужен ли руднику ИИ или достаточно хорошей диспетчеризации?',
      }),
    );
    expect(episode.getByRole('link', { name: /Скачать аудиофайл/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Главная/ })).toBeNull();
  });
});
