import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicConfigContext } from '@corp/shared/document';
import type { SiteName } from '@corp/shared/routing';
import { HttpResponse, http } from 'msw';
import {
  API_BASE,
  asiaRulesHandle,
  renderOnPage,
  startFormApi,
} from '../testing/contact-form.test-support';
import type { PageOptions } from '../testing/contact-form.test-support';
import { LeadForm } from './LeadForm';

// Spec §7 "the third-party marketing script also receives … form events"; §4 "An asia request
// success reports the analytics goal 'asia_send_form'"; each only with its cookie category.

const { server, sent } = startFormApi();

let scrollTo: jest.SpyInstance;
let warn: jest.SpyInstance;
const goals: unknown[][] = [];

function consent(list: string | null) {
  if (list === null) {
    document.cookie = 'cookiePermission=; path=/; max-age=0';
    document.cookie = 'cookieList=; path=/; max-age=0';
    return;
  }
  document.cookie = 'cookiePermission=Y; path=/';
  document.cookie = `cookieList=${encodeURIComponent(list)}; path=/`;
}

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  goals.length = 0;
  window.ym = (...args: unknown[]) => void goals.push(args);
});

afterEach(() => {
  scrollTo.mockRestore();
  warn.mockRestore();
  consent(null);
  document.cookie = 'formInfo=; path=/; max-age=0';
  delete window.corpMarketing;
  delete window.ym;
});

interface Case extends PageOptions {
  formSite?: SiteName;
  analyticsId?: string;
}

async function sendLead({ formSite, analyticsId, ...options }: Case = {}) {
  const user = userEvent.setup();
  renderOnPage(
    <PublicConfigContext.Provider value={analyticsId ? { analyticsId } : {}}>
      <LeadForm site={formSite} />
    </PublicConfigContext.Provider>,
    options,
  );
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Industry' })).not.toHaveTextContent(/Select/),
  );
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Virtanen');
  await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Chief engineer');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Nordic Metals');
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.click(screen.getByRole('option', { name: 'Finland' }));
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@nordic.example');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '401234567');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
}

const asiaSite: Case = {
  formSite: 'asia',
  routeId: 'routes/home',
  path: '/',
  handle: asiaRulesHandle,
};

describe('LeadForm: what the tags receive', () => {
  it('a successful lead sends the form event with the page id, with marketing consent', async () => {
    consent('required,marketing');
    await sendLead({ analyticsId: '98765' });
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(window.corpMarketing).toEqual([['form', { type: 'contact', page: 'main.contacts' }]]);
    expect(goals).toEqual([]);
  });

  it('without the marketing cookie nothing is pushed', async () => {
    consent('required,analytical');
    await sendLead();
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(window.corpMarketing).toBeUndefined();
  });

  it('a refused request sends no event and no goal', async () => {
    consent('required,analytical,marketing');
    server.use(
      http.post(`${API_BASE}/feedback/`, () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
      ),
    );
    await sendLead({ ...asiaSite, analyticsId: '98765' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(window.corpMarketing).toBeUndefined();
    expect(goals).toEqual([]);
  });

  it('on the asia site with a counter and analytical consent the asia goal is reached', async () => {
    consent('required,analytical,marketing');
    await sendLead({ ...asiaSite, analyticsId: '98765' });
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(goals).toEqual([[98765, 'reachGoal', 'asia_send_form']]);
    expect(window.corpMarketing).toEqual([['form', { type: 'contact', page: 'asia.home' }]]);
  });

  it.each([
    ['on the main site', { analyticsId: '98765' }, 'required,analytical'],
    ['on asia without a counter', asiaSite, 'required,analytical'],
    ['on asia without analytical consent', { ...asiaSite, analyticsId: '98765' }, 'required'],
  ] as const)('no asia goal %s', async (_, options, cookies) => {
    consent(cookies);
    await sendLead(options);
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(goals).toEqual([]);
  });

  it("the main site's asia page is the asia page too", async () => {
    consent('required,analytical');
    await sendLead({
      routeId: 'asia___en',
      path: '/asia/',
      handle: asiaRulesHandle,
      analyticsId: '98765',
    });
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    expect(goals).toEqual([[98765, 'reachGoal', 'asia_send_form']]);
  });
});
