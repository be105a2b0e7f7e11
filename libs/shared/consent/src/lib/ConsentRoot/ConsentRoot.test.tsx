import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { makeStore, provideBrowserStore } from '@corp/shared/data-access-api';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { PublicConfig } from '@corp/shared/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CONSENT_CHANGE_EVENT, openConsentSettings, readConsent } from '../consent-state';
import { recordCookieWrites, THREE_YEARS } from '../testing/cookies.test-support';
import { resetLoadedScripts } from '../third-party/third-party-loader';
import { ConsentRoot } from './ConsentRoot';

jest.mock('@fingerprintjs/fingerprintjs', () => ({
  load: jest.fn(async () => ({ get: async () => ({ visitorId: 'visitor-1' }) })),
}));

// The save (the API store and the fingerprint library) is imported with the choice: the first
// import is slow on a busy machine.
configure({ asyncUtilTimeout: 15_000 });

const API_BASE = 'http://api.test/api/v1';
const saved: Record<string, unknown>[] = [];
const server = setupServer(...createApiHandlers());
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'POST' || !request.url.startsWith(`${API_BASE}/save-fingerprint/`)) return;
  void request
    .clone()
    .json()
    .then((body) => saved.push(body as Record<string, unknown>));
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
  resetLoadedScripts();
});
afterAll(() => server.close());

const writes = recordCookieWrites();
const changes: unknown[] = [];
const onChange = (event: Event) => changes.push((event as CustomEvent).detail);
beforeEach(() => {
  provideBrowserStore(makeStore({ baseUrl: API_BASE, locale: 'en' }));
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
});
afterEach(() => {
  window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
  changes.length = 0;
});

function renderRoot(config: PublicConfig = {}, locale: Locale = 'en') {
  return render(
    <I18nProvider locale={locale}>
      <ConsentRoot config={config} locale={locale} />
    </I18nProvider>,
  );
}

const alertRegion = (name: string | RegExp = 'Cookies') =>
  screen.findByRole('region', { name }, { timeout: 20_000 });

describe('ConsentRoot and the cookie alert', () => {
  it('shows the alert without the permission cookie, with the policy link', async () => {
    renderRoot();
    const region = await alertRegion();
    expect(region).toHaveTextContent('We use cookies');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy.pdf',
    );
    for (const name of ['Accept all', 'Reject optional', 'Settings'])
      expect(screen.getByRole('button', { name })).toBeVisible();
  });

  it('does not show the alert once the visitor has chosen', async () => {
    document.cookie = 'cookiePermission=Y';
    document.cookie = 'cookieList=required';
    const { container } = renderRoot();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('the server renders the banner for every visitor, marked for first visits only', () => {
    // The server never reads the visitor's cookies: the HTML is the same with a choice made.
    document.cookie = 'cookiePermission=Y';
    const html = renderToString(
      <I18nProvider locale="en">
        <ConsentRoot config={{}} locale="en" />
      </I18nProvider>,
    );
    expect(html).toContain('data-first-visit-only=""');
    expect(html).toContain('We use cookies');
    expect(html).toContain('Accept all');
  });

  it('a server-rendered banner hydrates: shown to a first visitor, removed for one who has chosen', async () => {
    const tree = (
      <I18nProvider locale="en">
        <ConsentRoot config={{}} locale="en" />
      </I18nProvider>
    );
    /** A container holding the server's HTML, hydrated by the browser's ConsentRoot. */
    const hydrated = async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree);
      document.body.appendChild(container);
      expect(container.querySelector('[data-first-visit-only]')).not.toBeNull();
      const root = await act(async () => hydrateRoot(container, tree));
      return { container, root };
    };
    const errors = jest.spyOn(console, 'error');

    const first = await hydrated();
    const region = screen.getByRole('region', { name: 'Cookies' });
    // The same element, now React's: its buttons record a choice.
    expect(first.container.firstElementChild).toBe(region);
    await userEvent.click(screen.getByRole('button', { name: 'Reject optional' }));
    expect(readConsent().decided).toBe(true);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());

    const returning = await hydrated();
    expect(returning.container).toBeEmptyDOMElement();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    for (const { container, root } of [first, returning]) {
      act(() => root.unmount());
      container.remove();
    }
  });

  it('in Russian', async () => {
    renderRoot({}, 'ru');
    await alertRegion('Файлы cookie');
    expect(screen.getByRole('button', { name: 'Отклонить необязательные' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Политика/ })).toHaveAttribute(
      'href',
      '/download/Privacy_Policy_Rus.pdf',
    );
  });

  it('"Accept all": both cookies for three years, consentchange, the save with the fingerprint', async () => {
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(writes).toEqual([
      `cookieList=required,analytical,marketing; ${THREE_YEARS}; Path=/; SameSite=Lax`,
      `cookiePermission=Y; ${THREE_YEARS}; Path=/; SameSite=Lax`,
    ]);
    expect(changes).toEqual([{ categories: ['required', 'analytical', 'marketing'] }]);
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    await waitFor(() =>
      expect(saved).toEqual([
        {
          locale: 'en',
          fingerprint: 'visitor-1',
          cookieList: 'required,analytical,marketing',
        },
      ]),
    );
  });

  it('"Reject optional": only required', async () => {
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject optional' }));
    expect(writes[0]).toBe(`cookieList=required; ${THREE_YEARS}; Path=/; SameSite=Lax`);
    expect(changes).toEqual([{ categories: ['required'] }]);
    await waitFor(() =>
      expect(saved).toEqual([expect.objectContaining({ cookieList: 'required' })]),
    );
  });

  it('"Settings": required checked and disabled, the others checked; a selection is saved', async () => {
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const required = screen.getByRole('checkbox', { name: 'Required' });
    expect(required).toBeChecked();
    expect(required).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Analytical' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save selection' }));
    expect(writes).toEqual([
      `cookieList=required,analytical; ${THREE_YEARS}; Path=/; SameSite=Lax`,
      `cookiePermission=Y; ${THREE_YEARS}; Path=/; SameSite=Lax`,
    ]);
    expect(changes).toEqual([{ categories: ['required', 'analytical'] }]);
    await waitFor(() =>
      expect(saved).toEqual([expect.objectContaining({ cookieList: 'required,analytical' })]),
    );
  });

  it('with consentDefaults "unchecked" the optional boxes start unchecked', async () => {
    renderRoot({ consentDefaults: 'unchecked' });
    await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    expect(screen.getByRole('checkbox', { name: 'Analytical' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save selection' }));
    expect(changes).toEqual([{ categories: ['required'] }]);
  });

  it('a failed save is logged by its class and the consent is still recorded', async () => {
    server.use(http.post('*/api/v1/save-fingerprint/', () => HttpResponse.error()));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(readConsent().decided).toBe(true);
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[consent] save-fingerprint failed: FETCH_ERROR'),
    );
    warn.mockRestore();
  });

  it('a fingerprint failure sends the fallback value', async () => {
    const { load } = jest.requireMock('@fingerprintjs/fingerprintjs') as { load: jest.Mock };
    load.mockRejectedValueOnce(new Error('blocked'));
    renderRoot();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject optional' }));
    await waitFor(() =>
      expect(saved).toEqual([expect.objectContaining({ fingerprint: 'fp-unavailable' })]),
    );
  });

  it('openConsentSettings reopens the settings with the earlier choice, focus moves in and back', async () => {
    document.cookie = 'cookiePermission=Y';
    document.cookie = 'cookieList=required,marketing';
    const footer = document.createElement('button');
    document.body.appendChild(footer);
    footer.focus();
    renderRoot();
    act(() => openConsentSettings());
    await alertRegion();
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Analytical' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(footer).toHaveFocus();
    footer.remove();
  });
});
