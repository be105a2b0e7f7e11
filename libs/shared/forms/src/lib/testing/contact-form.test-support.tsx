// Shared by the tests (not part of the library build): the mock API and a page around the form.
import { configure, render } from '@testing-library/react';
import { makeStore } from '@corp/shared/data-access-api';
import { RouterRouteState } from '@corp/shared/document';
import { createApiHandlers } from '@corp/shared/data-access-api/testing';
import { I18nProvider, locales, siteI18n } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { ModalProvider } from '@corp/shared/modals';
import type { ModalRegistry } from '@corp/shared/modals';
import type { SiteName } from '@corp/shared/routing';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { CaptchaProvider } from '../captcha/CaptchaProvider';
import { formRulesHandle } from '../form-page/form-rules';

export const API_BASE = 'http://api.test/api/v1';

// The machine running the tests may be busy: give the API and the form time to answer.
configure({ asyncUtilTimeout: 5000 });

/**
 * The select's placeholder (`forms:select.placeholder`) in every locale whose texts are loaded:
 * a test that waits for the API's industry list waits until the industry select shows none of
 * them. A page's own locale (and its fallbacks) is loaded once it shows the placeholder, so the
 * pattern always holds the one on screen; a hand-kept list once missed the kz one and the wait
 * passed at once, before the list was there.
 */
export function selectPlaceholder(): RegExp {
  const texts = locales.flatMap((locale) => {
    const forms = siteI18n().getResourceBundle(locale, 'forms') as
      { select?: { placeholder?: string } } | undefined;
    return forms?.select?.placeholder ? [forms.select.placeholder] : [];
  });
  return new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

export interface SentFeedback {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
}

/**
 * msw with the seed-content handlers; `sent` lists every feedback request that reached it,
 * whichever handler answered (a test may put its own answer in front with `server.use`).
 */
export function startFormApi() {
  const sent: SentFeedback[] = [];
  const server = setupServer(...createApiHandlers());
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST' || !request.url.startsWith(`${API_BASE}/feedback/`)) return;
    const idempotencyKey = request.headers.get('Idempotency-Key');
    void request
      .clone()
      .json()
      .then((body) => sent.push({ body: body as Record<string, unknown>, idempotencyKey }));
  });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(() => server.close());
  return { server, sent };
}

/**
 * The form rules two sites declare in their routes' handles (libs/sites/asia `asiaFormRules` on
 * its layout route, libs/sites/idp `idpFormRules` on the idp page's), as the tests give them.
 */
export const asiaRulesHandle = formRulesHandle({
  feedbackPage: '/asia',
  phoneCountry: { ru: 'KZ' },
  leadGoal: 'asia_send_form',
});
export const idpRulesHandle = formRulesHandle({
  feedbackPage: '/idp/',
  industry: { name: { ru: 'Нефть и газ' } },
  sendingText: 'actions.sendingIdp',
});

export interface PageOptions {
  locale?: Locale;
  /** The route id of the page (`contacts___en`). */
  routeId?: string;
  /** Its route path pattern and the URL visited. */
  path?: string;
  url?: string;
  site?: SiteName;
  captchaSiteKey?: string;
  handle?: unknown;
  /** The route's loader data (what its `handle` may read). */
  loaderData?: unknown;
  /** Modals besides the default ones (the lead dialogs). */
  registry?: ModalRegistry;
}

/** Renders `ui` as a page would: translations, API store, modals, captcha, a router. */
export function renderOnPage(ui: ReactElement, options: PageOptions = {}) {
  const locale = options.locale ?? 'en';
  const path = options.path ?? (locale === 'en' ? '/contacts/' : `/${locale}/contacts/`);
  const store = makeStore({ baseUrl: API_BASE, locale });
  const Stub = createRoutesStub([
    {
      id: options.routeId ?? `contacts___${locale}`,
      path,
      handle: options.handle,
      ...(options.loaderData === undefined ? {} : { loader: () => options.loaderData }),
      // The lead dialogs need the router too: their modals are hosted inside the route.
      Component: () => (
        <RouterRouteState>
          {options.registry ? <ModalProvider registry={options.registry}>{ui}</ModalProvider> : ui}
        </RouterRouteState>
      ),
      HydrateFallback: () => null,
    },
  ]);
  const page = (
    <CaptchaProvider siteKey={options.captchaSiteKey}>
      <Stub initialEntries={[options.url ?? path]} />
    </CaptchaProvider>
  );
  const result = render(
    <I18nProvider locale={locale}>
      <Provider store={store}>
        {options.registry ? page : <ModalProvider>{page}</ModalProvider>}
      </Provider>
    </I18nProvider>,
  );
  return { ...result, store };
}

/**
 * Fake timers that still let fetch and msw work: the clock also runs on its own, and Node's
 * microtask and immediate queues stay real.
 */
export function useFakeClock() {
  jest.useFakeTimers({
    advanceTimers: true,
    doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'],
  });
}
