import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SessionUser } from '@corp/admin/data-access';
import { summaries } from '../testing/fixtures-more';
import { renderPage } from '@corp/admin/feature-shell/testing';
import { ContentListPage } from './ContentListPage';

const API = 'http://localhost/admin/api';
const editor: SessionUser = {
  id: 'u2',
  login: 'ed',
  name: 'Ed',
  role: 'editor',
  sites: ['main'],
  locales: ['en', 'ru'],
};
const queries: string[] = [];
const created: unknown[] = [];

const server = setupServer(
  http.get(`${API}/content/events`, ({ request }) => {
    const url = new URL(request.url);
    queries.push(url.search);
    const missing = url.searchParams.get('missing');
    const data = missing
      ? summaries.filter((item) => item.locales[missing as 'de'] === 'missing')
      : summaries;
    return HttpResponse.json({ data, total: data.length });
  }),
  http.post(`${API}/content/events`, async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json({ key: 'new-event' }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries.length = 0;
  created.length = 0;
});
afterAll(() => server.close());
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

describe('ContentListPage', () => {
  it("shows each item's locales at a glance and links to its editor", async () => {
    renderPage('/content/:kind', '/content/events', <ContentListPage />, editor);
    const row = (await screen.findByRole('link', { name: 'Partner Day 2027' })).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining([
        '● Published (English)',
        '○ Draft (Russian)',
        '– Missing (German)',
        '– Missing (Kazakh)',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Partner Day 2027' })).toHaveAttribute(
      'href',
      '/content/events/partner-day-2027',
    );
  });

  it('filters on a missing locale through the URL and the API query', async () => {
    const user = userEvent.setup();
    renderPage('/content/:kind', '/content/events', <ContentListPage />, editor);
    await screen.findByText('2 items');
    await user.click(screen.getByRole('combobox', { name: 'Missing in' }));
    await user.click(screen.getByRole('option', { name: 'German' }));
    await screen.findByText('1 item');
    expect(screen.getByTestId('location')).toHaveTextContent('/content/events?missing=de');
    expect(queries.at(-1)).toBe('?missing=de&limit=50&offset=0');
    expect(screen.queryByRole('link', { name: 'Mining Forum 2027' })).not.toBeInTheDocument();
  });

  it("creates an item in the editor's site and opens it", async () => {
    const user = userEvent.setup();
    renderPage('/content/:kind', '/content/events', <ContentListPage />, editor, {
      '/content/:kind/:key': <p>editor</p>,
    });
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    await user.type(screen.getByRole('textbox', { name: /^Key/ }), 'new-event');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/content/events/new-event'),
    );
    expect(created).toEqual([{ site: 'main', key: 'new-event' }]);
  });
});
