import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createAdminStore } from '@corp/admin/data-access';
import type { SessionUser } from '@corp/admin/data-access';
import { AdminI18nProvider } from '@corp/admin/feature-shell';
import { validEvent, validEventRu } from '../testing/fixtures';
import { ContentEditorPage } from './ContentEditorPage';

const API = 'http://localhost/admin/api';
const editor: SessionUser = {
  id: 'u2',
  login: 'ed',
  name: 'Ed',
  role: 'editor',
  sites: ['main'],
  locales: ['en', 'ru'],
};

let published: Record<string, unknown> | null = validEvent();
let ruDraft: Record<string, unknown> | null = validEventRu({ name: '' });
const requests: { method: string; path: string; body?: unknown; csrf: string | null }[] = [];

const server = setupServer(
  http.get(`${API}/content/events/partner-day-2027`, () =>
    HttpResponse.json({
      key: 'partner-day-2027',
      site: 'main',
      status: 'changed',
      locales: {
        en: { draft: null, published },
        ru: { draft: ruDraft, published: null },
        de: { draft: null, published: null },
        kz: { draft: null, published: null },
      },
      schedules: [{ id: 7, action: 'unpublish', runAt: '2027-05-01T09:00:00.000Z' }],
    }),
  ),
  http.get(`${API}/content/events/partner-day-2027/revisions`, () =>
    HttpResponse.json({
      data: [
        {
          id: 2,
          action: 'save',
          authorLogin: 'ed',
          createdAt: '2026-11-28T10:00:00.000Z',
          changed: ['ru.name'],
        },
      ],
    }),
  ),
  http.get(`${API}/content/industries`, () =>
    HttpResponse.json({
      data: [{ key: '6', title: 'Other', site: 'main', status: 'published' }],
      total: 1,
    }),
  ),
  http.get(`${API}/media`, () => HttpResponse.json({ data: [], total: 0 })),
  http.put(`${API}/content/events/partner-day-2027/:locale`, async ({ request, params }) => {
    const body = (await request.json()) as { data: Record<string, unknown> };
    requests.push({
      method: 'PUT',
      path: String(params['locale']),
      body,
      csrf: request.headers.get('x-csrf-token'),
    });
    if (params['locale'] === 'ru') ruDraft = body.data;
    return HttpResponse.json({ revision: 3 });
  }),
  http.post(`${API}/content/events/partner-day-2027/publish`, ({ request }) => {
    requests.push({ method: 'POST', path: 'publish', csrf: request.headers.get('x-csrf-token') });
    return HttpResponse.json(
      {
        code: 'invalid_content',
        message: 'The content does not match its contract',
        errors: [{ locale: 'ru', path: 'name', message: 'name: at least 1 character' }],
      },
      { status: 422 },
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function renderEditor(user: SessionUser = editor) {
  const store = createAdminStore({
    adminSession: { status: 'signed-in', user, csrfToken: 'csrf-1' },
  });
  return render(
    <Provider store={store}>
      <AdminI18nProvider language="en">
        <MemoryRouter initialEntries={['/content/events/partner-day-2027']}>
          <Routes>
            <Route path="/content/:kind/:key" element={<ContentEditorPage />} />
          </Routes>
        </MemoryRouter>
      </AdminI18nProvider>
    </Provider>,
  );
}

describe('ContentEditorPage', () => {
  beforeEach(() => {
    published = validEvent();
    ruDraft = validEventRu({ name: '' });
  });

  it('shows en and ru side by side with their states, the schedule and the revisions', async () => {
    renderEditor();
    const en = await screen.findByRole('region', { name: 'English' });
    const ru = screen.getByRole('region', { name: 'Russian' });
    expect(within(en).getByText('Published')).toBeInTheDocument();
    expect(within(ru).getByText('Draft')).toBeInTheDocument();
    expect(within(en).getByRole('textbox', { name: /^Name/ })).toHaveValue('Partner Day 2027');
    expect(within(ru).getByRole('textbox', { name: /^Place/ })).toHaveValue('Москва, Технопарк');
    expect(await screen.findByText('Changed: ru.name')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Cancel the Unpublish at/ })).toBeInTheDocument();
  });

  it('saves a locale as a draft with the CSRF token, the contract-shaped data', async () => {
    const user = userEvent.setup();
    renderEditor();
    const ru = await screen.findByRole('region', { name: 'Russian' });
    const name = within(ru).getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'День партнёров');
    await user.click(within(ru).getByRole('button', { name: 'Save draft' }));
    expect(await within(ru).findByText('Draft saved.')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: 'ru',
        csrf: 'csrf-1',
        body: { data: validEventRu({ name: 'День партнёров' }) },
      },
    ]);
  });

  it('shows a refused publish next to the field, in the locale it concerns', async () => {
    const user = userEvent.setup();
    renderEditor();
    const ru = await screen.findByRole('region', { name: 'Russian' });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Not published: 1 problem. Nothing was published.'),
    ).toBeInTheDocument();
    // The server's English words give way to the client's check of the same field.
    expect(within(ru).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'Fill in this field.',
    );
    expect(within(ru).getByRole('alert')).toHaveTextContent('Name: Fill in this field.');
    expect(screen.queryByText(/at least 1 character/)).not.toBeInTheDocument();
    const en = screen.getByRole('region', { name: 'English' });
    expect(within(en).getByRole('textbox', { name: /^Name/ })).not.toHaveAccessibleDescription();
    expect(requests.map((request) => request.path)).toEqual(['publish']);
    // Fixing the field clears its issue.
    await user.type(within(ru).getByRole('textbox', { name: /^Name/ }), 'День партнёров');
    expect(within(ru).getByRole('textbox', { name: /^Name/ })).not.toHaveAccessibleDescription();
    expect(within(ru).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a locale without a copy from its fallback, and an editor of other locales reads only', async () => {
    const user = userEvent.setup();
    renderEditor({ ...editor, locales: ['en'] });
    const en = await screen.findByRole('region', { name: 'English' });
    expect(within(en).getByRole('button', { name: 'Save draft' })).toBeDisabled();
    const ru = screen.getByRole('region', { name: 'Russian' });
    expect(
      within(ru).getByText('You may not edit Russian of this site: read only.'),
    ).toBeInTheDocument();
    expect(within(ru).getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await user.click(within(ru).getByRole('combobox', { name: 'Column 2' }));
    await user.click(screen.getByRole('option', { name: 'Kazakh' }));
    const kz = screen.getByRole('region', { name: 'Kazakh' });
    expect(within(kz).getByText('Shown from en')).toBeInTheDocument();
    expect(within(kz).getByText('Partner Day 2027')).toBeInTheDocument();
    expect(within(kz).queryByRole('button', { name: /Write/ })).not.toBeInTheDocument();
    await waitFor(() => expect(requests).toEqual([]));
  });
});

describe('ContentEditorPage preview', () => {
  it("opens the signed preview link of the column's locale in a new tab", async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server.use(
      http.post(`${API}/content/events/partner-day-2027/preview`, async ({ request }) => {
        const { locale } = (await request.json()) as { locale: string };
        return HttpResponse.json({
          url: `http://localhost:3000/${locale}/events/partner-day-2027/?preview=signed`,
          expiresAt: '2026-11-29T01:00:00.000Z',
        });
      }),
    );
    const user = userEvent.setup();
    renderEditor();
    const ru = await screen.findByRole('region', { name: 'Russian' });
    await user.click(within(ru).getByRole('button', { name: 'Preview (Russian)' }));
    await waitFor(() =>
      expect(tab.location.href).toBe(
        'http://localhost:3000/ru/events/partner-day-2027/?preview=signed',
      ),
    );
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    open.mockRestore();
  });
});

describe('ContentEditorPage unsaved edits', () => {
  it('asks before the page is left while a locale has unsaved edits', async () => {
    const user = userEvent.setup();
    renderEditor();
    const ru = await screen.findByRole('region', { name: 'Russian' });
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(within(ru).getByRole('textbox', { name: /^Name/ }), 'День');
    expect(leave()).toBe(true);
    await user.click(within(ru).getByRole('button', { name: 'Save draft' }));
    await within(ru).findByText('Draft saved.');
    expect(leave()).toBe(false);
  });
});
