import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { presskitProps } from '../testing/page-props';
import { renderPage } from '../testing/render-page.test-support';
import { PresskitPage } from './PresskitPage';

const bodies: unknown[] = [];
const server = setupServer(
  http.post('*/api/v1/photogalleries/', async ({ request }) => {
    bodies.push(await request.clone().json());
  }),
  ...createApiHandlers(),
);
beforeAll(() => {
  server.listen({ onUnhandledFrame: 'error' });
  // The modal restores the page's scroll position on close; jsdom does not scroll.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
});
afterAll(() => server.close());

const props = presskitProps;

const galleryNames = () =>
  within(screen.getByRole('region', { name: /Photo galleries|Фотогалереи/ }))
    .queryAllByRole('button', {
      name: (_name, element) => element.getAttribute('aria-haspopup') === 'dialog',
    })
    .map((button) => button.textContent);

describe('PresskitPage', () => {
  it('opens a gallery in the photogallery modal with “Скачать” on the Russian page, and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderPage(<PresskitPage {...props('ru')} />, 'ru');
    expect(screen.getByRole('heading', { level: 1, name: 'Пресс-кит' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ИННОПРОМ-2026, Екатеринбург' }));
    const dialog = await screen.findByRole('dialog', { name: 'ИННОПРОМ-2026, Екатеринбург' });
    const downloads = within(dialog).getAllByRole('link', { name: /Скачать/ });
    expect(downloads).toHaveLength(5);
    expect(downloads[0]).toHaveAttribute(
      'href',
      '/images/art/photogalleries/gallery-1-photo-1.svg',
    );
    expect(downloads[0]).toHaveAttribute('download', 'gallery-1-photo-1.svg');
    expect(within(dialog).getByText('#металлообработка')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says “Download” on the English page', async () => {
    const user = userEvent.setup();
    renderPage(<PresskitPage {...props('en')} />);
    await user.click(screen.getByRole('button', { name: 'Product screens 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Product screens 2026' });
    expect(within(dialog).getAllByRole('link', { name: /^Download/ })).toHaveLength(6);
  });

  it('asks the API for the galleries of a chosen section and lets the visitor go back to all', async () => {
    const user = userEvent.setup();
    renderPage(<PresskitPage {...props('en')} />);
    expect(galleryNames()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Team' }));
    expect(screen.getByRole('button', { name: 'Team' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() =>
      expect(galleryNames()).toEqual([
        'Academy: Engineers of the Future final',
        'Ferrum Digital team, Moscow office',
      ]),
    );
    expect(bodies).toEqual([{ section: '3', locale: 'en' }]);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(galleryNames()).toHaveLength(9);
  });

  it('says so when no gallery matches, with a way back to all of them', async () => {
    server.use(
      http.post('*/api/v1/photogalleries/', () => HttpResponse.json({ items: [], count: 0 })),
    );
    const user = userEvent.setup();
    renderPage(<PresskitPage {...props('en')} />);
    await user.click(screen.getByRole('button', { name: 'Products' }));
    expect(await screen.findByText('No galleries match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all galleries' }));
    expect(galleryNames()).toHaveLength(9);
  });

  it('offers the corporate documents and the press contacts', () => {
    renderPage(<PresskitPage {...props('ru')} />, 'ru');
    const documents = within(screen.getByRole('region', { name: 'Корпоративные документы' }));
    const links = documents.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/download/Anti_Corruption_Policy.pdf',
      '/download/Privacy_Policy_Rus.pdf',
    ]);
    expect(links[1]).toHaveAttribute('download', 'Privacy_Policy_Rus.pdf');
    expect(screen.getByRole('link', { name: 'info@ferrum-digital.example' })).toHaveAttribute(
      'href',
      'mailto:info@ferrum-digital.example',
    );
  });
});
