import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LeadRow, SessionUser } from '@corp/admin/data-access';
import { LeadPage } from '../LeadPage/LeadPage';
import { lead, owners, rows, sally } from '../testing/fixtures';
import { renderPage } from '@corp/admin/feature-shell/testing';
import '../testing/form-data';
import { InboxPage } from './InboxPage';

const API = 'http://localhost/admin/api';
const queries: URLSearchParams[] = [];
let openings = 0;
const spam: LeadRow = {
  ...rows[1],
  id: 'lead-spam',
  name: 'Cheap Pills',
  email: 'bot@spam.example',
  status: 'spam',
} as LeadRow;
const older: LeadRow = {
  ...rows[1],
  id: 'lead-1',
  name: 'Anna Old',
  email: 'anna@example.com',
} as LeadRow;

const server = setupServer(
  http.get(`${API}/leads`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    queries.push(params);
    if (params.get('status') === 'spam')
      return HttpResponse.json({ data: [spam], counts: { spam: 1, unread: 0 } });
    if (params.get('before') === 'cursor-2')
      return HttpResponse.json({ data: [older], counts: { spam: 1, unread: 1 } });
    return HttpResponse.json({ data: rows, next: 'cursor-2', counts: { spam: 1, unread: 1 } });
  }),
  http.get(`${API}/leads/owners`, () => HttpResponse.json({ data: owners })),
  http.get(`${API}/leads/:id`, () => {
    openings += 1;
    return HttpResponse.json(lead);
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  queries.length = 0;
  openings = 0;
});
afterAll(() => server.close());

const lastQuery = () => Object.fromEntries(queries.at(-1) ?? []);

describe('InboxPage', () => {
  it('lists leads newest first, unread ones marked, with status, owner and the unread count', async () => {
    renderPage('/leads', '/leads', <InboxPage />, sally);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Leads (1 unread)' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Leads (1 unread) · Ferrum Digital admin'));
    const links = within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['unread: Ivan Petrov', 'Olga Smirnova']);
    const unreadRow = links[0]?.closest('tr') as HTMLElement;
    expect(within(unreadRow).getByText('CRM webhook: Failed')).toBeVisible();
    expect(within(unreadRow).getByText('New')).toBeVisible();
    const readRow = links[1]?.closest('tr') as HTMLElement;
    expect(within(readRow).getByText('Qualified')).toBeVisible();
    expect(within(readRow).getByText('Sally Sales')).toBeVisible();
    expect(links[0]).toHaveAttribute('href', '/leads/lead-3');
    // Spam is not asked for unless chosen.
    expect(lastQuery()).toEqual({ limit: '50' });
  });

  it('filters and searches through the URL, the API query and the export links', async () => {
    const user = userEvent.setup();
    renderPage('/leads', '/leads', <InboxPage />, sally);
    await screen.findByRole('table', { name: 'Leads' });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'uralmash');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'demo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Owner' }), 'u-sally');
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/leads?type=demo&from=2026-11-01&q=uralmash&owner=u-sally&unread=1',
      ),
    );
    await waitFor(() =>
      expect(lastQuery()).toEqual({
        type: 'demo',
        from: '2026-11-01',
        q: 'uralmash',
        owner: 'u-sally',
        unread: '1',
        limit: '50',
      }),
    );
    expect(screen.getByRole('link', { name: 'CSV (for machines)' })).toHaveAttribute(
      'href',
      '/admin/api/leads/export.csv?type=demo&from=2026-11-01&q=uralmash&owner=u-sally&unread=1',
    );
    expect(screen.getByRole('link', { name: 'Excel (for people)' })).toHaveAttribute(
      'href',
      '/admin/api/leads/export.xlsx?type=demo&from=2026-11-01&q=uralmash&owner=u-sally&unread=1',
    );
  });

  it('keeps a filter given in the URL and refuses a date range that ends before it starts', async () => {
    const user = userEvent.setup();
    renderPage('/leads', '/leads?status=qualified&site=asia', <InboxPage />, sally);
    await screen.findByRole('table', { name: 'Leads' });
    expect(lastQuery()).toEqual({ status: 'qualified', site: 'asia', limit: '50' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('qualified');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The start date is after the end date.');
    expect(screen.getByTestId('location')).toHaveTextContent('/leads?status=qualified&site=asia');
  });

  it('hides spam, counts it and shows it on demand', async () => {
    const user = userEvent.setup();
    renderPage('/leads', '/leads', <InboxPage />, sally);
    await screen.findByRole('table', { name: 'Leads' });
    expect(screen.queryByText('Cheap Pills')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show 1 spam lead' }));
    expect(await screen.findByRole('link', { name: 'Cheap Pills' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/leads?status=spam');
    await user.click(screen.getByRole('button', { name: 'Hide spam' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/leads$/));
    expect(await screen.findByRole('button', { name: 'Show 1 spam lead' })).toBeVisible();
  });

  it('loads the next page with the keyset cursor', async () => {
    const user = userEvent.setup();
    renderPage('/leads', '/leads', <InboxPage />, sally);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Anna Old' })).toBeVisible();
    expect(lastQuery()).toEqual({ limit: '50', before: 'cursor-2' });
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('That is every lead for this filter.')).toBeVisible();
  });

  it('opens a lead and returns to the same filtered view', async () => {
    const user = userEvent.setup();
    renderPage('/leads', '/leads?status=new&site=main', <InboxPage />, sally, {
      '/leads/:id': <LeadPage />,
    });
    await user.click(await screen.findByRole('link', { name: 'unread: Ivan Petrov' }));
    expect(await screen.findByRole('heading', { name: 'Lead from Ivan Petrov' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Back to the leads' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/leads?status=new&site=main');
    // Opened again: asked again (each opening is recorded by the server).
    await user.click(await screen.findByRole('link', { name: 'unread: Ivan Petrov' }));
    expect(await screen.findByRole('heading', { name: 'Lead from Ivan Petrov' })).toBeVisible();
    await waitFor(() => expect(openings).toBe(2));
  });

  it('is not for editors', async () => {
    const editor: SessionUser = { ...sally, role: 'editor' };
    renderPage('/leads', '/leads', <InboxPage />, editor);
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queries).toHaveLength(0);
  });
});
