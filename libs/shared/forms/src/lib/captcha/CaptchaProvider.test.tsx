import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { ContactForm } from '../ContactForm/ContactForm';
import { API_BASE, renderOnPage, startFormApi } from '../testing/contact-form.test-support';
import { CaptchaCancelledError, CaptchaProvider, useCaptcha } from './CaptchaProvider';
import { SMART_CAPTCHA_SCRIPT, forgetSmartCaptchaLoad } from './smart-captcha';
import type { SmartCaptchaApi, SmartCaptchaParams } from './smart-captcha';

const { server, sent } = startFormApi();

type CaptchaWindow = Window & { smartCaptcha?: SmartCaptchaApi } & Record<string, unknown>;
const win = window as unknown as CaptchaWindow;

/** A stand-in for Yandex's `window.smartCaptcha`: solves (or is closed) when executed. */
function installFakeCaptcha(outcome: 'solve' | 'close' = 'solve') {
  const listeners = new Map<string, () => void>();
  let params: SmartCaptchaParams | undefined;
  let token = '';
  let solved = 0;
  const api = {
    render: jest.fn((_container: HTMLElement | string, given: SmartCaptchaParams) => {
      params = given;
      return 7;
    }),
    execute: jest.fn(() => {
      queueMicrotask(() => {
        if (outcome === 'close') {
          listeners.get('challenge-hidden')?.();
          return;
        }
        solved += 1;
        token = `captcha-token-${solved}`;
        params?.callback?.(token);
      });
    }),
    reset: jest.fn(() => {
      token = '';
    }),
    destroy: jest.fn(),
    getResponse: jest.fn(() => token),
    subscribe: jest.fn((_id: number, event: string, callback: () => void) => {
      listeners.set(event, callback);
      return () => listeners.delete(event);
    }),
  };
  win.smartCaptcha = api as unknown as SmartCaptchaApi;
  return api;
}

let warn: jest.SpyInstance;
let scrollTo: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  scrollTo.mockRestore();
  delete win.smartCaptcha;
  forgetSmartCaptchaLoad();
  document.cookie = 'formInfo=; path=/; max-age=0';
  for (const script of document.querySelectorAll('script')) script.remove();
});

const captchaScripts = () =>
  [...document.querySelectorAll('script')].filter((script) =>
    script.src.startsWith(SMART_CAPTCHA_SCRIPT),
  );

function Probe() {
  const { enabled, setContainer, execute } = useCaptcha();
  const [result, setResult] = useState('');
  return (
    <div>
      {enabled ? <div data-testid="captcha" ref={setContainer} /> : null}
      <p>{enabled ? 'captcha on' : 'captcha off'}</p>
      <button
        type="button"
        onClick={() =>
          execute().then(
            (token) => setResult(token ?? 'no token'),
            (error: Error) => setResult(error.name),
          )
        }
      >
        Check
      </button>
      <output>{result}</output>
    </div>
  );
}

const renderProbe = (siteKey?: string, locale: 'en' | 'kz' = 'en') =>
  render(
    <I18nProvider locale={locale}>
      <CaptchaProvider siteKey={siteKey}>
        <Probe />
      </CaptchaProvider>
    </I18nProvider>,
  );

describe('CaptchaProvider without a site key', () => {
  it('loads nothing and gives no token', async () => {
    const user = userEvent.setup();
    renderProbe(undefined);
    expect(screen.getByText('captcha off')).toBeInTheDocument();
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('no token')).toBeInTheDocument();
    expect(captchaScripts()).toHaveLength(0);
  });

  it('lets the contact form send without a token and without any third-party script', async () => {
    const user = userEvent.setup();
    renderOnPage(<ContactForm />);
    await fillAndSend(user);
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(sent[0]?.body).not.toHaveProperty('captchaToken');
    expect(captchaScripts()).toHaveLength(0);
    expect(document.getElementById('footer-captcha')).toBeNull();
  });

  it('tells a misuse: useCaptcha without a provider throws', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <I18nProvider locale="en">
          <Probe />
        </I18nProvider>,
      ),
    ).toThrow('useCaptcha needs a <CaptchaProvider> above it');
    error.mockRestore();
  });
});

describe('CaptchaProvider with a site key', () => {
  it('loads the provider script once, then renders an invisible widget in the page language', async () => {
    const user = userEvent.setup();
    renderProbe('ysc1_site_key', 'kz');
    expect(screen.getByText('captcha on')).toBeInTheDocument();
    const [script] = captchaScripts();
    expect(captchaScripts()).toHaveLength(1);
    expect(script?.src).toBe(
      `${SMART_CAPTCHA_SCRIPT}?render=onload&onload=__corpSmartCaptchaLoaded`,
    );
    expect(script?.async).toBe(true);

    // The script arrives and calls back.
    const api = installFakeCaptcha();
    act(() => (win['__corpSmartCaptchaLoaded'] as () => void)());
    await waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    expect(api.render).toHaveBeenCalledWith(
      screen.getByTestId('captcha'),
      expect.objectContaining({ sitekey: 'ysc1_site_key', invisible: true, hl: 'kk' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('captcha-token-1')).toBeInTheDocument();
    expect(api.execute).toHaveBeenCalledWith(7);
  });

  it('sends without a token when the script cannot load (the API decides)', async () => {
    const user = userEvent.setup();
    renderProbe('ysc1_site_key');
    const [script] = captchaScripts();
    act(() => {
      script?.dispatchEvent(new Event('error'));
    });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('no token')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      '[captcha] not available; sending without a token:',
      expect.any(Error),
    );
  });

  it('reports a challenge closed without an answer', async () => {
    installFakeCaptcha('close');
    const user = userEvent.setup();
    renderProbe('ysc1_site_key');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(new CaptchaCancelledError().name)).toBeInTheDocument();
  });

  it('runs on submit and passes its token with the request', async () => {
    const api = installFakeCaptcha();
    const user = userEvent.setup();
    renderOnPage(<ContactForm />, { captchaSiteKey: 'ysc1_site_key' });
    await waitFor(() => expect(api.render).toHaveBeenCalled());
    expect(api.render.mock.calls[0]?.[0]).toBe(document.getElementById('footer-captcha'));
    await fillAndSend(user);
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(api.execute).toHaveBeenCalledTimes(1);
    expect(sent[0]?.body['captchaToken']).toBe('captcha-token-1');
    expect(captchaScripts()).toHaveLength(0);
  });

  it('is reset after a failed request, and the retry gets a fresh token', async () => {
    server.use(
      http.post(`${API_BASE}/feedback/`, () =>
        HttpResponse.json(
          { code: 'captcha_failed', message: 'Captcha check failed' },
          { status: 403 },
        ),
      ),
    );
    const api = installFakeCaptcha();
    const user = userEvent.setup();
    renderOnPage(<ContactForm />, { captchaSiteKey: 'ysc1_site_key' });
    await waitFor(() => expect(api.render).toHaveBeenCalled());
    await fillAndSend(user);
    await waitFor(() => expect(api.reset).toHaveBeenCalledWith(7));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Anna');

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(sent.map((request) => request.body['captchaToken'])).toEqual([
      'captcha-token-1',
      'captcha-token-2',
    ]);
    // A fresh token does not make it another request: the same Idempotency-Key.
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('sends nothing when the visitor closes the challenge', async () => {
    const api = installFakeCaptcha('close');
    const user = userEvent.setup();
    renderOnPage(<ContactForm />, { captchaSiteKey: 'ysc1_site_key' });
    await waitFor(() => expect(api.render).toHaveBeenCalled());
    await fillAndSend(user);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    expect(api.reset).toHaveBeenCalledWith(7);
    expect(sent).toHaveLength(0);
    expect(warn).not.toHaveBeenCalled();
  });
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Industry' })).not.toHaveTextContent('Select'),
  );
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Virtanen');
  await user.type(screen.getByRole('textbox', { name: 'Position' }), 'Engineer');
  await user.type(screen.getByRole('textbox', { name: 'Company' }), 'Nordic Metals');
  await user.click(screen.getByRole('combobox', { name: 'Country' }));
  await user.click(screen.getByRole('option', { name: 'Finland' }));
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@nordic.example');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '401234567');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
  await user.click(screen.getByRole('button', { name: 'Send' }));
}
