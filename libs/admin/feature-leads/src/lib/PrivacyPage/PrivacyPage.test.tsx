import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SubjectData } from '@corp/admin/data-access';
import { ada, sally, subject } from '../testing/fixtures';
import { renderPage } from '@corp/admin/feature-shell/testing';
import '../testing/form-data';
import { PrivacyPage } from './PrivacyPage';

const API = 'http://localhost/admin/api';
let stored: SubjectData;
const lookups: string[] = [];
const erasures: { body: unknown; csrf: string | null }[] = [];
const nothing: SubjectData = {
  leads: [],
  files: [],
  deliveries: [],
  idempotencyRecords: [],
  consentRecords: { linkable: false },
  deliveredToCrm: [],
};

const server = setupServer(
  http.get(`${API}/privacy/subject`, ({ request }) => {
    const email = new URL(request.url).searchParams.get('email') ?? '';
    lookups.push(email);
    return HttpResponse.json(email.toLowerCase() === 'ivan@example.com' ? stored : nothing);
  }),
  http.post(`${API}/privacy/subject/erase`, async ({ request }) => {
    erasures.push({ body: await request.json(), csrf: request.headers.get('x-csrf-token') });
    stored = nothing;
    return HttpResponse.json({
      erased: {
        leads: 2,
        files: 1,
        deliveries: 2,
        idempotencyRecords: 1,
        deliveredToCrm: 1,
        filesNotRemoved: 0,
      },
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  stored = subject;
});
afterEach(() => {
  server.resetHandlers();
  lookups.length = 0;
  erasures.length = 0;
});
afterAll(() => server.close());
beforeAll(() => jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined));

async function find(email: string) {
  const user = userEvent.setup();
  renderPage('/privacy', '/privacy', <PrivacyPage />, ada);
  await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), email);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  return user;
}

describe('PrivacyPage', () => {
  it('shows what is stored, warns of the leads already in the CRM and offers the JSON', async () => {
    await find('ivan@example.com');
    const summary = await screen.findByRole('region', { name: 'Stored about ivan@example.com' });
    const counts = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(counts).toEqual([
      'Leads: 2',
      'Files: 1',
      'Deliveries: 2',
      'Repeat-protection records: 1',
    ]);
    const warning = within(summary).getByRole('note');
    expect(warning).toHaveTextContent('1 lead was delivered to the CRM');
    expect(warning).toHaveTextContent('lead-1');
    expect(within(summary).getByRole('link', { name: 'Download JSON' })).toHaveAttribute(
      'href',
      '/admin/api/privacy/subject/export?email=ivan%40example.com',
    );
    expect(within(summary).getAllByRole('link', { name: /^(resume|contact) of / })).toHaveLength(2);
    // The address stays out of the URL.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/privacy$/);
    expect(lookups).toEqual(['ivan@example.com']);
  });

  it('erases only after the address is typed again, then shows what was removed', async () => {
    const user = await find('ivan@example.com');
    await user.click(await screen.findByRole('button', { name: 'Erase everything' }));
    const dialog = screen.getByRole('dialog', { name: 'Erase everything about ivan@example.com?' });
    const confirmField = within(dialog).getByRole('textbox', {
      name: /Type the e-mail address again/,
    });
    await user.type(confirmField, 'ivan@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(confirmField).toHaveAccessibleDescription(/The address differs from ivan@example.com/);
    expect(erasures).toHaveLength(0);

    await user.clear(confirmField);
    await user.type(confirmField, ' Ivan@Example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByText(/^Erased: 2 leads, 1 files, 2 deliveries/)).toBeVisible();
    expect(screen.getByText(/1 of them had been delivered to the CRM/)).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(erasures).toEqual([
      { body: { email: 'ivan@example.com', confirm: true }, csrf: 'csrf-1' },
    ]);
    // One audited look-up only: the erasure does not look the address up again.
    expect(lookups).toEqual(['ivan@example.com']);
    expect(screen.queryByRole('region', { name: /^Stored about/ })).not.toBeInTheDocument();
  });

  it('says when nothing is stored', async () => {
    await find('nobody@example.com');
    expect(await screen.findByText('Nothing is stored about nobody@example.com.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Erase everything' })).not.toBeInTheDocument();
  });

  it('asks for an e-mail address before looking anything up', async () => {
    await find('not an address');
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Enter an e-mail address.',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lookups).toHaveLength(0);
  });

  it('is for administrators only', () => {
    renderPage('/privacy', '/privacy', <PrivacyPage />, sally);
    expect(screen.getByRole('alert')).toHaveTextContent('You are not allowed');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
