import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModal } from '@corp/shared/modals';
import type { ModalDataMap } from '@corp/shared/modals';
import { HttpResponse, http } from 'msw';
import { clearLeadDownloads, readLeadDownloads } from '../lead-downloads/lead-downloads';
import { useBrochureAction } from '../lead-downloads/useLeadDownloads';
import {
  API_BASE,
  asiaRulesHandle,
  selectPlaceholder,
  renderOnPage,
  startFormApi,
} from '../testing/contact-form.test-support';
import type { PageOptions } from '../testing/contact-form.test-support';
import { leadModalRegistry } from './LeadDialogs';
import { SiteNameContext } from '@corp/shared/document';
import type { ModalRenderProps } from '@corp/shared/modals';
import type { ComponentType } from 'react';

const { server, sent } = startFormApi();

let scrollTo: jest.SpyInstance;
let warn: jest.SpyInstance;
let anchorClick: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  anchorClick = jest
    .spyOn(HTMLAnchorElement.prototype, 'click')
    .mockImplementation(() => undefined);
});

afterEach(() => {
  scrollTo.mockRestore();
  warn.mockRestore();
  anchorClick.mockRestore();
  document.cookie = 'formInfo=; path=/; max-age=0';
  clearLeadDownloads();
});

type LeadName = keyof typeof leadModalRegistry & keyof ModalDataMap;

function Opener<N extends LeadName>({ name, data }: { name: N; data: ModalDataMap[N] }) {
  const modal = useModal();
  return (
    <button type="button" onClick={() => modal.open(name, data)}>
      Open {name}
    </button>
  );
}

async function openDialog<N extends LeadName>(
  name: N,
  data: ModalDataMap[N],
  options: PageOptions = {},
) {
  const user = userEvent.setup();
  const page = renderOnPage(<Opener name={name} data={data} />, {
    registry: leadModalRegistry,
    ...options,
  });
  await user.click(await screen.findByRole('button', { name: `Open ${name}` }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog: within(dialog), page };
}

interface Labels {
  fullName?: string;
  firstName?: string;
  lastName?: string;
  position: string;
  company: string;
  industry: string;
  country: string;
  countryOption: string;
  email: string;
  phone: string;
  policy: RegExp;
}

const en: Labels = {
  firstName: 'First name',
  lastName: 'Last name',
  position: 'Position',
  company: 'Company',
  industry: 'Industry',
  country: 'Country',
  countryOption: 'Finland',
  email: 'E-mail',
  phone: 'Phone',
  policy: /I agree/,
};

const ru: Labels = {
  position: 'Должность',
  company: 'Компания',
  industry: 'Отрасль',
  country: 'Страна',
  countryOption: 'Финляндия',
  email: 'E-mail',
  phone: 'Телефон',
  policy: /Я даю согласие/,
};

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  labels: Labels,
) {
  await waitFor(() =>
    expect(dialog.getByRole('combobox', { name: labels.industry })).not.toHaveTextContent(
      selectPlaceholder(),
    ),
  );
  if (labels.fullName) {
    await user.type(dialog.getByRole('textbox', { name: labels.fullName }), 'Anna Virtanen');
  } else {
    await user.type(dialog.getByRole('textbox', { name: labels.firstName }), 'Anna');
    await user.type(dialog.getByRole('textbox', { name: labels.lastName }), 'Virtanen');
  }
  await user.type(dialog.getByRole('textbox', { name: labels.position }), 'Chief engineer');
  await user.type(dialog.getByRole('textbox', { name: labels.company }), 'Nordic Metals');
  await user.click(dialog.getByRole('combobox', { name: labels.country }));
  await user.click(screen.getByRole('option', { name: labels.countryOption }));
  await user.type(dialog.getByRole('textbox', { name: labels.email }), 'anna@nordic.example');
  const phone = dialog.getByRole('textbox', { name: labels.phone });
  await user.clear(phone);
  await user.type(phone, '+358401234567');
  await user.click(dialog.getByRole('checkbox', { name: labels.policy }));
}

const SendRequest = leadModalRegistry['send-request'] as ComponentType<ModalRenderProps>;
function AsiaSendRequest(props: ModalRenderProps) {
  return (
    <SiteNameContext.Provider value="asia">
      <SendRequest {...props} />
    </SiteNameContext.Provider>
  );
}

const answer = (data: Record<string, string>) =>
  server.use(
    http.post(`${API_BASE}/feedback/`, () =>
      HttpResponse.json({ success: true, data: { id: 'lead-1', ...data } }, { status: 201 }),
    ),
  );

describe('lead dialogs', () => {
  it('send-request: one Full name, no required markers, sends type request with fullName, product, page and customData', async () => {
    const { user, dialog } = await openDialog('send-request', {
      product: 'mdc',
      customData: { source: 'product-page' },
    });
    expect(screen.getByRole('heading', { name: 'Send a request' })).toBeInTheDocument();
    expect(dialog.queryByRole('textbox', { name: 'First name' })).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeRequired();
    expect(
      dialog.getByRole('textbox', { name: 'Full name' }).closest('div')?.parentElement,
    ).not.toHaveTextContent('*');
    await fill(user, dialog, { ...en, fullName: 'Full name' });
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toHaveTextContent(
      'We have received your application.',
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]?.body ?? {};
    expect(body).toMatchObject({
      type: 'request',
      fullName: 'Anna Virtanen',
      product: 'mdc',
      page: '/contacts/',
      locale: 'en',
      position: 'Chief engineer',
      company: 'Nordic Metals',
      customData: { source: 'product-page' },
    });
    expect(body['industry']).toMatch(/^\d+$/);
    expect(body).not.toHaveProperty('firstName');
    expect(body).not.toHaveProperty('event');
  });

  it('send-request opened on the Asia site: the lead names /asia and the event the asia page, whatever the route', async () => {
    delete window.corpMarketing;
    document.cookie = 'cookiePermission=Y; path=/';
    document.cookie = 'cookieList=required,marketing; path=/';
    const { user, dialog } = await openDialog(
      'send-request',
      {},
      {
        locale: 'ru',
        path: '/ru/',
        routeId: 'index___ru',
        // A dialog opened under the Asia site root (`createSiteRoot({ site: 'asia' })`), on a
        // page inside its layout (which declares the site's form rules).
        registry: { 'send-request': AsiaSendRequest },
        handle: asiaRulesHandle,
      },
    );
    await fill(user, dialog, { ...ru, fullName: 'Полное имя' });
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ type: 'request', page: '/asia', locale: 'ru' });
    await waitFor(() =>
      expect(window.corpMarketing).toEqual([['form', { type: 'request', page: 'asia.home' }]]),
    );
    document.cookie = 'cookiePermission=; path=/; max-age=0';
    document.cookie = 'cookieList=; path=/; max-age=0';
    delete window.corpMarketing;
  });

  it("send-request on a news page: data.type 'news', the opener's title", async () => {
    const { user, dialog } = await openDialog('send-request', { type: 'news', title: 'Ask us' });
    expect(screen.getByRole('heading', { name: 'Ask us' })).toBeInTheDocument();
    await fill(user, dialog, { ...en, fullName: 'Full name' });
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ type: 'news', product: '' });
  });

  it.each([
    ['event-request', 'event-request-success'],
    ['main-event', 'main-event-success'],
  ] as const)('%s: type event with the event code, then %s', async (name, _success) => {
    const calendar = '/events/expo-2025/calendar.ics';
    const { user, dialog } = await openDialog(name, { event: 'expo-2025', calendar });
    expect(screen.getByRole('heading', { name: 'Register for the event' })).toBeInTheDocument();
    await fill(user, dialog, en);
    await user.click(dialog.getByRole('button', { name: 'Sign up' }));
    const success = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(success).toHaveTextContent('You are registered.');
    // The event's calendar file, from the success (issue 42).
    expect(within(success).getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      calendar,
    );
    expect(sent[0]?.body).toMatchObject({
      type: 'event',
      event: 'expo-2025',
      firstName: 'Anna',
      lastName: 'Virtanen',
      product: '',
    });
  });

  it("download-brochure on a ru page: type brochure, comment 'Скачивание брошюры', then the download; only link and filename are kept", async () => {
    answer({ downloadLink: '/files/mdc.pdf', filename: 'MDC.pdf', extendedUri: '/x' });
    const { user, dialog } = await openDialog(
      'download-brochure',
      { product: 'mdc' },
      { locale: 'ru' },
    );
    expect(screen.getByRole('heading', { name: 'Скачать брошюру' })).toBeInTheDocument();
    await fill(user, dialog, { ...ru, firstName: 'Имя', lastName: 'Фамилия' });
    await user.click(dialog.getByRole('button', { name: 'Скачать' }));
    const success = await screen.findByRole('dialog', { name: 'Спасибо!' });
    expect(within(success).getByRole('link', { name: 'MDC.pdf' })).toHaveAttribute(
      'href',
      '/files/mdc.pdf',
    );
    expect(sent[0]?.body).toMatchObject({
      type: 'brochure',
      product: 'mdc',
      comment: 'Скачивание брошюры',
      page: '/ru/contacts/',
      locale: 'ru',
    });
    expect(readLeadDownloads()).toEqual({
      brochures: {},
      webinars: {},
      last: { link: '/files/mdc.pdf', filename: 'MDC.pdf' },
    });
  });

  it("brochure-ext on an en page: comment 'Brochure download', the form is marked filled, and the brochure button then downloads without the form", async () => {
    answer({ downloadLink: '/files/dispatcher.pdf', filename: 'Dispatcher.pdf' });
    function BrochureButton() {
      const { filled, open } = useBrochureAction('dispatcher');
      return (
        <button type="button" onClick={() => open({ type: 'brochure-ext' })}>
          Brochure {filled ? '(filled)' : ''}
        </button>
      );
    }
    const user = userEvent.setup();
    renderOnPage(<BrochureButton />, { registry: leadModalRegistry });
    await user.click(screen.getByRole('button', { name: 'Brochure' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Download the brochure' }));
    await fill(user, dialog, en);
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(sent[0]?.body).toMatchObject({
      type: 'brochure-ext',
      product: 'dispatcher',
      comment: 'Brochure download',
    });
    expect(readLeadDownloads().brochures['dispatcher']).toEqual({
      filled: true,
      links: { link: '/files/dispatcher.pdf', filename: 'Dispatcher.pdf' },
    });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Brochure (filled)' }));
    const again = await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(within(again).getByRole('link', { name: 'Dispatcher.pdf' })).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('popup-brochure: its title and description, type brochure-popup, saves custom data and links', async () => {
    answer({
      downloadLink: '/files/p.pdf',
      filename: 'P.pdf',
      howItWorkFileLink: '/files/how.pdf',
    });
    const { user, dialog } = await openDialog('popup-brochure', {
      product: 'mdcplus',
      title: 'All about MDC+',
      description: 'Twelve pages on the system.',
      customData: { promo: 'spring' },
    });
    expect(screen.getByRole('heading', { name: 'All about MDC+' })).toBeInTheDocument();
    expect(dialog.getByText('Twelve pages on the system.')).toBeInTheDocument();
    await fill(user, dialog, en);
    await user.click(dialog.getByRole('button', { name: 'Download' }));
    await screen.findByRole('dialog', { name: 'Thank you!' });
    expect(sent[0]?.body).toMatchObject({
      type: 'brochure-popup',
      product: 'mdcplus',
      customData: { promo: 'spring' },
    });
    expect(readLeadDownloads().brochures['mdcplus']).toEqual({
      filled: true,
      customData: { promo: 'spring' },
      links: { link: '/files/p.pdf', filename: 'P.pdf', howItWorkFileLink: '/files/how.pdf' },
    });
  });

  it('download-demo: type demo with the product; the success says a demo will be scheduled and gives the online demo and its guide', async () => {
    answer({
      downloadLink: '/files/demo.pdf',
      filename: 'demo.pdf',
      externalLink: 'https://demo.example/mdc/',
    });
    const { user, dialog } = await openDialog('download-demo', { product: 'mdc' });
    expect(screen.getByRole('heading', { name: 'Request a demo' })).toBeInTheDocument();
    await fill(user, dialog, en);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    const success = within(await screen.findByRole('dialog', { name: 'Thank you!' }));
    expect(success.getByText(/contact you to schedule the demo/)).toBeInTheDocument();
    expect(success.getByRole('link', { name: 'Open the online demo' })).toHaveAttribute(
      'href',
      'https://demo.example/mdc/',
    );
    expect(success.getByRole('link', { name: 'demo.pdf' })).toHaveAttribute(
      'href',
      '/files/demo.pdf',
    );
    expect(success.queryByText(/Your file is ready/)).not.toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ type: 'demo', product: 'mdc' });
    expect(readLeadDownloads().last).toEqual({ link: '/files/demo.pdf', filename: 'demo.pdf' });
  });

  it('watch-webinar: a registration offers the webinar’s calendar file; a recording does not', async () => {
    answer({ externalLink: 'https://events.example/w3' });
    const calendar = '/news/webinars/webinar-3/calendar.ics';
    const { user, dialog } = await openDialog('watch-webinar', {
      event: 'webinar-3',
      mode: 'register',
      calendar,
    });
    await fill(user, dialog, en);
    await user.click(dialog.getByRole('button', { name: 'Sign up' }));
    const success = within(await screen.findByRole('dialog', { name: 'Thank you!' }));
    expect(success.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'href',
      calendar,
    );
  });

  it('watch-webinar: a recording without a password gives its link', async () => {
    answer({ externalLink: 'https://video.example/w2' });
    const { user, dialog } = await openDialog('watch-webinar', {
      event: 'webinar-2',
      mode: 'recording',
    });
    await fill(user, dialog, en);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    const success = within(await screen.findByRole('dialog', { name: 'Thank you!' }));
    expect(success.getByText('The recording is ready to watch.')).toBeInTheDocument();
    expect(success.getByRole('link', { name: 'Go to the recording' })).toHaveAttribute(
      'href',
      'https://video.example/w2',
    );
    expect(success.queryByRole('button', { name: 'Copy' })).not.toBeInTheDocument();
  });

  it('watch-webinar: type webinar-popup with the webinar code; the password, filled flag and links are kept and shown', async () => {
    answer({ password: 'pa55', externalLink: 'https://video.example/w1' });
    const { user, dialog } = await openDialog('watch-webinar', {
      event: 'webinar-1',
      mode: 'recording',
    });
    expect(screen.getByRole('heading', { name: 'Watch the recording' })).toBeInTheDocument();
    await fill(user, dialog, en);
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    const success = within(await screen.findByRole('dialog', { name: 'Thank you!' }));
    expect(success.getByText('pa55')).toBeInTheDocument();
    expect(success.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(success.getByRole('link', { name: 'Go to the recording' })).toHaveAttribute(
      'href',
      'https://video.example/w1',
    );
    expect(sent[0]?.body).toMatchObject({ type: 'webinar-popup', event: 'webinar-1' });
    expect(readLeadDownloads().webinars['webinar-1']).toEqual({
      filled: true,
      password: 'pa55',
      externalLink: 'https://video.example/w1',
    });
  });

  it("shows the API's field messages in Russian on a ru page and keeps what was typed", async () => {
    server.use(
      http.post(`${API_BASE}/feedback/`, () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'Invalid request',
            requestId: 't',
            fields: { fullName: 'required', email: 'wrong-email' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, dialog, page } = await openDialog('send-request', {}, { locale: 'ru' });
    await fill(user, dialog, { ...ru, fullName: 'Полное имя' });
    await user.click(dialog.getByRole('button', { name: 'Отправить' }));
    const name = dialog.getByRole('textbox', { name: 'Полное имя' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('обязательно'));
    expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'неверный e-mail',
    );
    expect(name).toHaveValue('Anna Virtanen');
    expect(screen.queryByRole('dialog', { name: 'Спасибо!' })).not.toBeInTheDocument();
    const notes = page.store.getState().notifications.items;
    expect(notes).toEqual([
      expect.objectContaining({ title: 'Ошибка!', text: 'Проверьте выделенные поля.' }),
    ]);
  });
});
