import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAdminStore } from '@corp/admin/data-access';
import type { AdminUserRecord, AuditEntry } from '@corp/admin/data-access';
import { AdminI18nProvider } from '../i18n/admin-i18n';
import { AdminShell } from './AdminShell';
import { AuditPage } from './AuditPage';
import { DashboardPage } from './DashboardPage';
import { InvitePage } from './InvitePage';
import { SignInPage } from './SignInPage';
import { UsersPage } from './UsersPage';

const API = 'http://localhost/admin/api';
const ada: AdminUserRecord = {
  id: 'u1',
  login: 'ada',
  name: 'Ada',
  role: 'admin',
  sites: [],
  locales: [],
  status: 'active',
  createdAt: '2026-11-01T00:00:00Z',
};
const entry = (id: number): AuditEntry => ({
  id,
  at: '2026-11-28T10:00:00Z',
  actorLogin: 'ada',
  action: 'sign-in',
  targetType: 'user',
  targetId: 'u1',
  details: null,
  ip: '127.0.0.1',
});

let signedIn = false;
let me: AdminUserRecord = ada;
let users: AdminUserRecord[] = [];
const calls: { method: string; url: string; csrf: string | null; body?: unknown }[] = [];
const server = setupServer(
  http.all(`${API}/*`, async ({ request }) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    calls.push({
      method: request.method,
      url: url.pathname + url.search,
      csrf: request.headers.get('x-csrf-token'),
      body,
    });
    const path = url.pathname.replace('/admin/api', '');
    if (path === '/session' && request.method === 'POST') {
      signedIn = true;
      return HttpResponse.json({ user: ada, csrfToken: 'csrf-1' });
    }
    if (path === '/session' && request.method === 'DELETE') {
      signedIn = false;
      return new HttpResponse(null, { status: 204 });
    }
    if (path === '/invites/good')
      return request.method === 'GET'
        ? HttpResponse.json({ login: 'maria', name: 'Maria' })
        : HttpResponse.json({ user: { ...ada, login: 'maria' }, csrfToken: 'csrf-2' });
    if (path.startsWith('/invites/'))
      return HttpResponse.json({ code: 'invite_not_found', message: 'gone' }, { status: 404 });
    if (!signedIn)
      return HttpResponse.json({ code: 'unauthorized', message: 'Sign in first' }, { status: 401 });
    if (path === '/session') return HttpResponse.json({ user: me, csrfToken: 'csrf-1' });
    if (path === '/users' && request.method === 'GET') return HttpResponse.json({ data: users });
    if (path === '/users' && request.method === 'POST') {
      const created = { ...ada, ...(body as object), id: 'u2', status: 'invited' as const };
      users = [...users, created];
      return HttpResponse.json(
        { user: created, inviteUrl: 'http://localhost/admin/invite/tok-1' },
        { status: 201 },
      );
    }
    if (path.startsWith('/users/') && request.method === 'PATCH') {
      const change = body as { disabled?: boolean; name?: string };
      if (path === '/users/u1' && change.disabled)
        return HttpResponse.json(
          { code: 'self_lockout', message: 'You cannot disable yourself' },
          { status: 409 },
        );
      users = users.map((one) =>
        `/users/${one.id}` === path
          ? {
              ...one,
              ...(change.name ? { name: change.name } : {}),
              ...(change.disabled !== undefined
                ? { status: change.disabled ? ('disabled' as const) : ('active' as const) }
                : {}),
            }
          : one,
      );
      return HttpResponse.json({ user: users.find((one) => `/users/${one.id}` === path) });
    }
    if (path === '/audit') {
      const before = url.searchParams.get('before');
      return HttpResponse.json(
        before ? { data: [entry(1)] } : { data: [entry(3), entry(2)], next: 2 },
      );
    }
    if (path === '/leads') return HttpResponse.json({ data: [], counts: { spam: 0, unread: 2 } });
    return HttpResponse.json({ code: 'not_found', message: 'no' }, { status: 404 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  signedIn = false;
  me = ada;
  users = [ada];
  calls.length = 0;
});
afterAll(() => server.close());

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/invite/:token', element: <InvitePage /> },
      {
        element: <AdminShell />,
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'users', element: <UsersPage /> },
          { path: 'audit', element: <AuditPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <Provider store={createAdminStore()}>
      <AdminI18nProvider language="en">
        <RouterProvider router={router} />
      </AdminI18nProvider>
    </Provider>,
  );
  return router;
}

async function signIn() {
  await userEvent.type(await screen.findByLabelText(/^Login/), 'ada');
  await userEvent.type(screen.getByLabelText(/^Password/), 'correct horse battery');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the admin pages', () => {
  it('sends a signed-out user to sign-in and back to the page they asked for', async () => {
    const router = renderApp('/users?x=1');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/users?x=1')}`);
    await signIn();
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    expect(router.state.location.pathname).toBe('/users');
    expect(screen.getByText('Signed in as Ada')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Audit log');
  });

  it('invites a user with the CSRF token and shows the link once', async () => {
    signedIn = true;
    renderApp('/users');
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    await userEvent.type(screen.getByLabelText(/^Login/), 'maria');
    await userEvent.type(screen.getByLabelText(/^Name/), 'Maria');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Sites' })).getByLabelText('main'),
    );
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Locales' })).getByLabelText('en'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByDisplayValue('http://localhost/admin/invite/tok-1'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/admin/api/users',
      csrf: 'csrf-1',
      body: { login: 'maria', name: 'Maria', role: 'editor', sites: ['main'], locales: ['en'] },
    });
    expect(await screen.findByRole('rowheader', { name: 'maria' })).toBeInTheDocument();
    // The form is empty again for the next invitation.
    expect(screen.getByLabelText(/^Login/)).toHaveValue('');
  });

  it('disables a user, says why a change was refused, and confirms an edit', async () => {
    signedIn = true;
    users = [
      ada,
      {
        ...ada,
        id: 'u2',
        login: 'bob',
        name: 'Bob',
        role: 'editor',
        sites: ['main'],
        locales: ['en'],
      },
    ];
    renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable bob' }));
    expect(await screen.findByRole('button', { name: 'Enable bob' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/admin/api/users/u2',
      csrf: 'csrf-1',
      body: { disabled: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit bob' }));
    const name = screen.getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Robert');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(await screen.findByRole('cell', { name: 'Robert' })).toBeInTheDocument();
  });

  it('shows the API’s refusal of a change made from the table', async () => {
    signedIn = true;
    me = { ...ada, id: 'someone-else' };
    renderApp('/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Disable ada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot disable yourself');
  });

  it('pages through the audit log and links the CSV export of the filter', async () => {
    signedIn = true;
    renderApp('/audit?actor=ada');
    await screen.findByRole('heading', { name: 'Audit log', level: 1 });
    expect(await screen.findAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/admin/api/audit.csv?actor=ada',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('That is everything for this filter.');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(
      calls.filter((call) => call.url.startsWith('/admin/api/audit')).map((c) => c.url),
    ).toEqual([
      '/admin/api/audit?actor=ada&limit=50',
      '/admin/api/audit?actor=ada&limit=50&before=2',
    ]);
  });

  it('accepts an invitation and signs the person in', async () => {
    const router = renderApp('/invite/good');
    await userEvent.type(await screen.findByLabelText(/^New password/), 'twelve-chars-ok');
    await userEvent.type(screen.getByLabelText(/^Repeat/), 'twelve-chars-ok');
    signedIn = true;
    await userEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await screen.findByRole('heading', { name: 'Content', level: 1 });
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      password: 'twelve-chars-ok',
    });
  });

  it('says when an invitation link is no longer valid', async () => {
    renderApp('/invite/used');
    expect(await screen.findByRole('alert')).toHaveTextContent('not valid any more');
  });

  it.each([
    ['admin', true, true],
    ['editor', true, false],
    ['sales', false, true],
  ] as const)(
    'shows a signed-in %s the content kinds: %s, the exports: %s',
    async (role, kinds, exports) => {
      signedIn = true;
      me = { ...ada, role };
      renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      expect(Boolean(screen.queryByRole('link', { name: 'Events' }))).toBe(kinds);
      const leads = screen.queryByRole('link', { name: 'Leads (CSV)' });
      expect(Boolean(leads)).toBe(exports);
      if (leads) expect(leads).toHaveAttribute('href', '/admin/api/leads.csv');
      // Sales and administrators reach the inbox from the dashboard and the navigation, with
      // its unread count; editors see neither.
      const nav = screen.getByRole('navigation', { name: 'Main' });
      if (exports) {
        expect(
          await screen.findByRole('link', { name: 'Open the leads inbox (2 unread)' }),
        ).toHaveAttribute('href', '/leads');
        expect(within(nav).getByRole('link', { name: 'Leads 2 unread' })).toHaveAttribute(
          'href',
          '/leads',
        );
      } else {
        expect(within(nav).queryByRole('link', { name: /^Leads/ })).not.toBeInTheDocument();
        expect(calls.some((call) => call.url.startsWith('/admin/api/leads'))).toBe(false);
      }
      expect(Boolean(within(nav).queryByRole('link', { name: 'Privacy' }))).toBe(role === 'admin');
    },
  );

  it('signs out and returns to sign-in', async () => {
    signedIn = true;
    const router = renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await act(async () => undefined);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(calls.find((call) => call.method === 'DELETE')).toMatchObject({ csrf: 'csrf-1' });
  });
});
