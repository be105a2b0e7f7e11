import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadPodcastPage, loadPodcastsPage } from '../loaders/podcast-loaders.server';
import { PodcastsPage } from '../PodcastsPage/PodcastsPage';
import { cardPictureLoading, loaderArgs, NOW, renderPage } from '../testing/render-page';
import { PodcastPage } from './PodcastPage';

const server = setupServer(...createApiHandlers({ now: () => NOW }));
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('PodcastsPage', () => {
  it('lists the seasons, newest first, each with its episodes and audio', async () => {
    const { seo: _seo, ...props } = await loadPodcastsPage(loaderArgs('/news/podcasts/'));
    const { container } = renderPage(<PodcastsPage {...props} />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Season 2. People of the digital plant', 'Season 1. Industry without myths']);
    const season1 = screen.getByRole('region', { name: 'Season 1. Industry without myths' });
    expect(within(season1).getAllByRole('article')).toHaveLength(6);
    expect(
      within(season1).getByRole('link', { name: 'Does a mine need AI, or just good dispatching?' }),
    ).toHaveAttribute('href', '/news/podcasts/1/');
    // The audio is not fetched before the visitor presses play.
    for (const audio of container.querySelectorAll('audio')) {
      expect(audio).toHaveAttribute('preload', 'none');
    }
    // The newest episode's picture is the largest of a phone's first paint: at once, first.
    const [first, ...rest] = cardPictureLoading(container);
    expect(first).toBe('eager high');
    expect(rest.length).toBeGreaterThan(5);
    expect(new Set(rest)).toEqual(new Set(['lazy']));
  });

  it('shows no seasons when the list call failed', () => {
    renderPage(<PodcastsPage locale="en" seasons={[]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});

describe('PodcastPage', () => {
  it('shows the episode and the three other releases of spec §4', async () => {
    const { seo: _seo, ...props } = await loadPodcastPage(
      loaderArgs('/ru/news/podcasts/2/', { id: '2' }),
    );
    renderPage(<PodcastPage {...props} />, { locale: 'ru', path: '/ru/news/podcasts/2/' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Миф о 70-процентной загрузке станков' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Выпуск 2 · /)).toBeInTheDocument();
    // How long the episode plays is its own file's length (issue 42: "38 мин" on a 3 s file).
    expect(screen.getByText('32 с')).toHaveAttribute('datetime', 'PT32S');
    // The demo episodes' audio is on the site itself: a player that loads nothing before play,
    // and the file to open.
    expect(
      screen.getByLabelText('Аудио выпуска: Миф о 70-процентной загрузке станков'),
    ).toHaveAttribute('src', '/download/podcasts/s1e02-ru.mp3');
    expect(screen.getByRole('link', { name: /^Скачать аудиофайл/ })).toHaveAttribute(
      'href',
      '/download/podcasts/s1e02-ru.mp3',
    );
    expect(screen.getByText('Елена Белова')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Другие выпуски' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .filter((href) => href?.match(/\/podcasts\/\d+\/$/)),
    ).toEqual(['/ru/news/podcasts/1/', '/ru/news/podcasts/3/', '/ru/news/podcasts/4/']);
  });
});
