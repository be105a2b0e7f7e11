import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LeadDetail } from '@corp/admin/data-access';
import { lead, owners, sally } from '../testing/fixtures';
import { renderPage } from '@corp/admin/feature-shell/testing';
import { LeadPage } from './LeadPage';

const API = 'http://localhost/admin/api';
let current: LeadDetail;
const calls: { method: string; path: string; body: unknown; csrf: string | null }[] = [];
let openings = 0;

const server = setupServer(
  http.get(`${API}/leads/owners`, () => HttpResponse.json({ data: owners })),
  http.get(`${API}/leads/:id`, ({ params }) => {
    openings += 1;
    return params['id'] === current.id
      ? HttpResponse.json(current)
      : HttpResponse.json({ code: 'not_found', message: 'No such lead' }, { status: 404 });
  }),
  http.patch(`${API}/leads/:id`, async ({ request }) => {
    const body = (await request.json()) as { status?: LeadDetail['status']; ownerId?: string };
    calls.push({
      method: 'PATCH',
      path: new URL(request.url).pathname,
      body,
      csrf: request.headers.get('x-csrf-token'),
    });
    current = {
      ...current,
      ...(body.status ? { status: body.status } : {}),
      ...('ownerId' in body
        ? { owner: owners.find((each) => each.id === body.ownerId) ?? null }
        : {}),
    };
    return HttpResponse.json(current);
  }),
  http.post(`${API}/leads/:id/deliveries/:deliveryId/redeliver`, ({ request, params }) => {
    calls.push({
      method: 'POST',
      path: new URL(request.url).pathname,
      body: null,
      csrf: request.headers.get('x-csrf-token'),
    });
    current = {
      ...current,
      deliveries: current.deliveries.map((each) =>
        String(each.id) === params['deliveryId']
          ? { ...each, status: 'pending', attempts: 0, nextAttemptAt: '2026-11-28T12:00:00.000Z' }
          : each,
      ),
    };
    return HttpResponse.json({
      delivery: current.deliveries.find((each) => String(each.id) === params['deliveryId']),
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  current = lead;
  openings = 0;
});
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const open = (path = '/leads/lead-3') =>
  renderPage('/leads/:id', path, <LeadPage />, sally, { '/leads': <p>inbox</p> });

describe('LeadPage', () => {
  it('shows every field by its name, the file, the page, the consent and earlier leads', async () => {
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lead from Ivan Petrov' }),
    ).toBeVisible();
    const fields = screen.getByRole('region', { name: 'Submitted fields' });
    const pairs = within(fields)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Name: Ivan Petrov',
      'E-mail: ivan@example.com',
      'Phone: +49 30 1234567',
      'Phone country: DE',
      'Position: Engineer',
      'Comment: I would like to join.',
      'Agreed to the privacy policy: Yes',
    ]);
    expect(screen.getByRole('link', { name: 'Download cv.pdf (121 KB)' })).toHaveAttribute(
      'href',
      '/admin/api/files/file-1',
    );
    expect(screen.getByRole('link', { name: '/career/ on main' })).toHaveAttribute(
      'href',
      'http://localhost:3000/career/',
    );
    expect(screen.getByRole('region', { name: 'Consent' })).toHaveTextContent(
      /Cookie choice of .*: required,analytical/,
    );
    const earlier = screen.getByRole('link', { name: /^contact of / });
    expect(earlier).toHaveAttribute('href', '/leads/lead-1');
  });

  it('marks the lead qualified and gives it an owner, each change saved at once', async () => {
    const user = userEvent.setup();
    open();
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('New');
    await user.click(status);
    await user.click(screen.getByRole('option', { name: 'Qualified' }));
    expect(await screen.findByText('Saved.')).toBeVisible();
    // The keyboard stays where it was: the owner is picked with the keys alone.
    expect(status).toHaveFocus();
    const owner = screen.getByRole('combobox', { name: 'Owner' });
    owner.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/admin/api/leads/lead-3',
        body: { status: 'qualified' },
        csrf: 'csrf-1',
      },
      {
        method: 'PATCH',
        path: '/admin/api/leads/lead-3',
        body: { ownerId: 'u-sally' },
        csrf: 'csrf-1',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveTextContent(
        'Sally Sales (sally)',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Qualified');
    // The answers carry the lead: no second (audited) opening.
    expect(openings).toBe(1);
  });

  it('delivers a dead delivery again, and only a dead one', async () => {
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table', { name: 'Deliveries' });
    const buttons = within(table).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Deliver again to CRM webhook',
    ]);
    const webhook = within(table).getByRole('rowheader', { name: 'CRM webhook' }).closest('tr');
    expect(webhook).toHaveTextContent('Failed8HTTP 502');
    await user.click(buttons[0] as HTMLElement);
    expect(await screen.findByText('Queued again: the worker delivers it shortly.')).toBeVisible();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/api/leads/lead-3/deliveries/11/redeliver',
        body: null,
        csrf: 'csrf-1',
      },
    ]);
    await waitFor(() => expect(webhook).toHaveTextContent('Pending0'));
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(openings).toBe(1);
  });

  it('says when a lead is gone and links back to the inbox', async () => {
    open('/leads/erased');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no such lead');
    await userEvent.click(screen.getByRole('link', { name: 'Back to the leads' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/leads');
  });
});
