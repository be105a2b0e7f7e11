import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadMediaListPage } from '../loaders/media-loaders.server';
import { loaderArgs, NOW, renderPage } from '../testing/render-page';
import { MediaListPage } from './MediaListPage';

const mediaBodies: Record<string, unknown>[] = [];
const server = setupServer(
  http.post('*/api/v1/media/', async ({ request }) => {
    mediaBodies.push((await request.clone().json()) as Record<string, unknown>);
  }),
  ...createApiHandlers({ now: () => NOW }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mediaBodies.length = 0;
});
afterAll(() => server.close());

const materials = () => screen.getByRole('list', { name: /Materials|Материалы/ });
const cards = () =>
  within(materials())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

async function choose(filter: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: filter }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function renderMediaPage(path = '/news/media/') {
  const { seo: _seo, ...props } = await loadMediaListPage(loaderArgs(path), 'all');
  mediaBodies.length = 0;
  return renderPage(<MediaListPage {...props} />, { locale: props.locale, path });
}

describe('MediaListPage', () => {
  it('shows the server’s first page of six with the filters from the API', async () => {
    await renderMediaPage();
    expect(screen.getByRole('heading', { level: 1, name: 'News and media' })).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    expect(screen.getByText('6 of 27 shown')).toBeInTheDocument();
    for (const name of ['Format', 'Industry', 'Product', 'Tag', 'Year']) {
      expect(screen.getByRole('combobox', { name })).toHaveTextContent('All');
    }
    // Tags read as #name; the cards link to their pages.
    expect(screen.getAllByText('#energy_efficiency').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /The oil field of the future/ })).toHaveAttribute(
      'href',
      '/news/media/special/special-oil-field-of-the-future/',
    );
    expect(
      screen.getByRole('link', { name: /Energy efficiency in heavy industry 2026/ }),
    ).toHaveAttribute('href', '/news/media/review-energy-efficiency-2026/');
    // Nothing is fetched again in the browser for the server's page.
    expect(mediaBodies).toHaveLength(0);
  });

  it('leads with the company news, each story opening its full text in place', async () => {
    await renderMediaPage();
    const news = screen.getByRole('region', { name: 'Company news' });
    const stories = within(news).getAllByRole('article');
    expect(stories.length).toBeGreaterThan(1);
    expect(within(stories[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Digital Mine Forum 2026: programme published, registration open',
    );
    const more = within(stories[0] as HTMLElement).getByText('Read the full story');
    expect(more.closest('details')).not.toHaveAttribute('open');
    fireEvent.click(more);
    expect(more.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 2, name: 'Materials' })).toBeInTheDocument();
  });

  it('appends the next page on "Show more"', async () => {
    await renderMediaPage();
    const first = cards();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(cards().slice(0, 6)).toEqual(first);
    expect(screen.getByText('12 of 27 shown')).toBeInTheDocument();
    expect(mediaBodies).toEqual([{ locale: 'en', limit: 6, page: 2 }]);
  });

  it('starts again from page 1 when a filter changes', async () => {
    await renderMediaPage();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    await choose('Format', 'Videos');
    await waitFor(() => expect(screen.getByText('5 of 5 shown')).toBeInTheDocument());
    expect(cards()).toHaveLength(5);
    expect(mediaBodies.at(-1)).toEqual({ locale: 'en', limit: 6, page: 1, type: 'video' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    for (const card of within(materials()).getAllByRole('article')) {
      expect(within(card).getByText('Video')).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await waitFor(() => expect(screen.getByText('6 of 27 shown')).toBeInTheDocument());
  });

  it('says so when the filters match nothing', async () => {
    await renderMediaPage();
    await choose('Format', 'Videos');
    await choose('Product', 'GeoNaft');
    await waitFor(() =>
      expect(mediaBodies.at(-1)).toMatchObject({ type: 'video', product: 'geonaft' }),
    );
    expect(await screen.findByText(/No materials match the selected filters/)).toBeInTheDocument();
  });

  it('leaves the list empty, without a message, when the list call fails (spec §8)', async () => {
    await renderMediaPage();
    server.use(http.post('*/api/v1/media/', () => new HttpResponse(null, { status: 500 })));
    await choose('Format', 'Interviews');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Materials' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(/No materials match/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('renders the Russian page, and a tag linked from an item filters the first page', async () => {
    await renderMediaPage('/ru/news/media/?tag=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Новости и медиа' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Тег' })).toHaveTextContent('IIoT');
    for (const card of within(materials()).getAllByRole('article')) {
      expect(within(card).getByText('#IIoT')).toBeInTheDocument();
    }
  });
});
