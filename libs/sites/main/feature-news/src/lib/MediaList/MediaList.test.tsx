import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { loadMediaListPage } from '../loaders/media-loaders.server';
import { loaderArgs } from '../testing/render-page';
import { renderPart } from '../testing/render-part';
import { NOW, openedWith } from '../testing/test-support';
import { MediaList } from './MediaList.island';

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

const materials = () => screen.getByRole('list', { name: 'Materials' });
const cards = () =>
  within(materials())
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);

/** The media page's part, from the props its island's JSON gives it (ADR 0032). */
async function renderList() {
  const { locale, filterGroups, initialFilters, firstPage } = await loadMediaListPage(
    loaderArgs('/news/media/'),
    'all',
  );
  mediaBodies.length = 0;
  return renderPart(
    MediaList,
    { locale, filterGroups, initialFilters, firstPage, cardHeadingLevel: 3 },
    { locale, path: '/news/media/' },
  );
}

describe('MediaList (the media pages’ part)', () => {
  it('hydrates the server’s page, appends the next on "Show more" and filters, with no router', async () => {
    const { recoverableErrors } = await renderList();
    expect(recoverableErrors).toEqual([]);
    const first = cards();
    expect(first).toHaveLength(6);
    expect(mediaBodies).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(cards().slice(0, 6)).toEqual(first);
    expect(screen.getByText('12 of 27 shown')).toBeInTheDocument();
    expect(mediaBodies).toEqual([{ locale: 'en', limit: 6, page: 2 }]);

    fireEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Videos' }));
    await waitFor(() => expect(screen.getByText('5 of 5 shown')).toBeInTheDocument());
    expect(mediaBodies.at(-1)).toEqual({ locale: 'en', limit: 6, page: 1, type: 'video' });
  });

  it('plays a video card in the page’s modal host, another island', async () => {
    await renderList();
    fireEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Videos' }));
    await waitFor(() => expect(screen.getByText('5 of 5 shown')).toBeInTheDocument());
    const [play] = within(materials()).getAllByRole('button', { name: /^Watch the video/ });
    fireEvent.click(play as HTMLElement);
    expect(openedWith(screen.getByRole('dialog', { name: 'showVideo' }))).toMatchObject({
      src: expect.stringMatching(/\.mp4$/),
    });
  });
});
