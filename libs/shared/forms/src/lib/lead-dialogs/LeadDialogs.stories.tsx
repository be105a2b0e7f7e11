import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { makeStore } from '@corp/shared/data-access-api';
import { apiHandlers } from '@corp/shared/data-access-api/testing';
import { createI18n, normalizeLocale } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { ModalProvider, useModal } from '@corp/shared/modals';
import type { ModalDataMap, ModalName } from '@corp/shared/modals';
import { HttpResponse, delay, getResponse, http } from 'msw';
import type { RequestHandler } from 'msw';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { RouterRouteState } from '@corp/shared/document';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaProvider } from '../captcha/CaptchaProvider';
import { leadModalRegistry } from './LeadDialogs';

/** How the story's API answers the lead calls; everything else is the seed content. */
type LeadAnswer = 'created' | 'pending' | 'field-error' | 'server-error';

const leadPaths = ['*/api/v1/feedback/', '*/api/v1/feedback-resume/', '*/api/v1/subscribe/'];

const answers: Record<LeadAnswer, RequestHandler[]> = {
  created: [],
  pending: leadPaths.map((path) =>
    http.post(path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  'field-error': leadPaths.map((path) =>
    http.post(path, () =>
      HttpResponse.json(
        {
          code: 'validation_failed',
          message: 'Invalid request',
          requestId: 'story',
          fields: { fullName: 'required', company: 'too-long', email: 'wrong-email' },
        },
        { status: 400 },
      ),
    ),
  ),
  'server-error': leadPaths.map((path) =>
    http.post(path, () =>
      HttpResponse.json(
        { code: 'internal', message: 'Internal Server Error', requestId: 'story' },
        { status: 500 },
      ),
    ),
  ),
};

function storyFetch(handlers: RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    return (await getResponse(handlers, request.clone())) ?? fetch(request);
  };
}

/** The data each dialog is opened with in the stories. */
const sampleData: { [N in ModalName]?: ModalDataMap[N] } = {
  'send-request': { product: 'mdc', subtitle: 'MDC: machine data collection' },
  'event-request': { event: 'expo-2025', subtitle: 'Industrial Expo 2025' },
  'main-event': { event: 'expo-2025', subtitle: 'Industrial Expo 2025' },
  'download-brochure': { product: 'mdc' },
  'download-demo': { product: 'mdc' },
  'popup-brochure': {
    product: 'mdcplus',
    title: 'All about MDC+',
    description: 'Twelve pages on how the system collects and shows machine data.',
  },
  'watch-webinar': { event: 'webinar-1', mode: 'recording' },
  newsletter: {},
  'send-resume-hr': {},
  'send-request-success': {},
  'event-request-success': {},
  'main-event-success': {},
  'newsletter-success': {},
  'hr-success': {},
  'download-brochure-success': { link: '/download/Privacy_Policy.pdf', filename: 'Brochure.pdf' },
};

type StoryModal = keyof typeof sampleData;

function OpenOnMount({ name, data }: { name: StoryModal; data?: Record<string, unknown> }) {
  const modal = useModal();
  useEffect(() => {
    modal.open(name, (data ?? sampleData[name]) as never);
  }, [modal.open, name, data]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <button type="button" onClick={() => modal.open(name, (data ?? sampleData[name]) as never)}>
      Open {name}
    </button>
  );
}

interface LeadDialogStoryProps {
  modal: StoryModal;
  /** Overrides the sample data. */
  data?: Record<string, unknown>;
  answer: LeadAnswer;
}

/** A page with the dialog open: API store, modals with the lead dialogs, captcha (off), router. */
function LeadDialogStory({ modal, data, answer }: LeadDialogStoryProps) {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const [store] = useState(() =>
    makeStore({
      baseUrl: `${window.location.origin}/api/v1`,
      locale,
      fetchFn: storyFetch([...answers[answer], ...apiHandlers]),
    }),
  );
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          id: `contacts___${locale}`,
          path: '*',
          element: (
            <RouterRouteState>
              <ModalProvider registry={leadModalRegistry}>
                <OpenOnMount name={modal} data={data} />
              </ModalProvider>
            </RouterRouteState>
          ),
        },
      ],
      { initialEntries: [locale === 'en' ? '/contacts/' : `/${locale}/contacts/`] },
    ),
  );
  return (
    <Provider store={store}>
      <CaptchaProvider>
        <RouterProvider router={router} />
      </CaptchaProvider>
    </Provider>
  );
}

const meta = {
  title: 'Forms/Lead dialogs',
  component: LeadDialogStory,
  args: { modal: 'send-request', answer: 'created' },
  argTypes: {
    modal: { control: 'select', options: Object.keys(sampleData) },
    answer: {
      control: 'inline-radio',
      options: ['created', 'pending', 'field-error', 'server-error'],
    },
  },
  parameters: { layout: 'fullscreen' },
  render: (args, { globals }) => <LeadDialogStory key={String(globals['locale'])} {...args} />,
} satisfies Meta<typeof LeadDialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function textsOf(context: Pick<StoryContext, 'globals'>) {
  const locale: Locale = normalizeLocale(context.globals['locale']);
  const i18n = createI18n(locale);
  return {
    forms: i18n.getFixedT(locale, 'forms'),
    validation: i18n.getFixedT(locale, 'validation'),
  };
}

type PlayContext = Pick<StoryContext, 'canvasElement' | 'globals'>;

/** Fills the open dialog's lead form (full name or first and last name). */
async function fillLeadForm(context: PlayContext) {
  const page = within(context.canvasElement.ownerDocument.body);
  const { forms } = textsOf(context);
  const user = userEvent.setup();
  const dialog = within(await page.findByRole('dialog'));
  const industry = await dialog.findByRole('combobox', { name: forms('fields.industry') });
  await waitFor(() => expect(industry).not.toHaveTextContent(forms('select.placeholder')));
  const fullName = dialog.queryByRole('textbox', { name: forms('fields.fullName') });
  if (fullName) {
    await user.type(fullName, 'Anna Virtanen');
  } else {
    await user.type(dialog.getByRole('textbox', { name: forms('fields.firstName') }), 'Anna');
    await user.type(dialog.getByRole('textbox', { name: forms('fields.lastName') }), 'Virtanen');
  }
  await user.type(dialog.getByRole('textbox', { name: forms('fields.position') }), 'Engineer');
  await user.type(dialog.getByRole('textbox', { name: forms('fields.company') }), 'Nordic Metals');
  await user.click(dialog.getByRole('combobox', { name: forms('fields.country') }));
  await user.click(page.getAllByRole('option')[0] as HTMLElement);
  await user.type(
    dialog.getByRole('textbox', { name: forms('fields.email') }),
    'anna@nordic.example',
  );
  const phone = dialog.getByRole('textbox', { name: forms('fields.phone') });
  await user.clear(phone);
  await user.type(phone, '+358401234567');
  await user.click(dialog.getByRole('checkbox'));
  // The phone check loads on demand (the field's focus starts it): the button waits for it.
  await waitFor(
    () =>
      expect(
        dialog.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit'),
      ).toBeEnabled(),
    { timeout: 10_000 },
  );
  return { page, dialog, forms, user };
}

const submit = async (context: PlayContext) => {
  const filled = await fillLeadForm(context);
  const send = filled.dialog
    .getAllByRole('button')
    .find((button) => button.getAttribute('type') === 'submit');
  if (send) await filled.user.click(send);
  return filled;
};

// Each dialog, empty.
export const SendRequest: Story = {};
export const EventRequest: Story = { args: { modal: 'event-request' } };
export const MainEvent: Story = { args: { modal: 'main-event' } };
export const DownloadBrochure: Story = { args: { modal: 'download-brochure' } };
export const DownloadDemo: Story = { args: { modal: 'download-demo' } };
export const PopupBrochure: Story = { args: { modal: 'popup-brochure' } };
export const WatchWebinar: Story = { args: { modal: 'watch-webinar' } };
export const WatchWebinarRegister: Story = {
  args: { modal: 'watch-webinar', data: { event: 'webinar-1', mode: 'register' } },
};
export const Newsletter: Story = { args: { modal: 'newsletter' } };
export const Resume: Story = { args: { modal: 'send-resume-hr' } };

/** Every field filled: the send button is enabled. */
export const Filled: Story = {
  play: async (context) => {
    const { dialog, forms } = await fillLeadForm(context);
    await expect(dialog.getByRole('button', { name: forms('actions.send') })).toBeEnabled();
  },
};

/** Required fields visited and left empty, a malformed e-mail: messages under the fields. */
export const FieldErrors: Story = {
  play: async (context) => {
    const page = within(context.canvasElement.ownerDocument.body);
    const { forms, validation } = textsOf(context);
    const user = userEvent.setup();
    const dialog = within(await page.findByRole('dialog'));
    await user.click(dialog.getByRole('textbox', { name: forms('fields.fullName') }));
    const email = dialog.getByRole('textbox', { name: forms('fields.email') });
    await user.type(email, 'anna@');
    await user.tab();
    await expect(email).toHaveAccessibleDescription(validation('wrong-email'));
    await expect(
      dialog.getByRole('textbox', { name: forms('fields.fullName') }),
    ).toHaveAccessibleDescription(validation('required'));
  },
};

/** The API refused fields: its messages under them, in the page's language. */
export const ServerFieldErrors: Story = {
  args: { answer: 'field-error' },
  play: async (context) => {
    const { dialog, forms, user } = await fillLeadForm(context);
    const { validation } = textsOf(context);
    await user.click(dialog.getByRole('button', { name: forms('actions.send') }));
    const email = dialog.getByRole('textbox', { name: forms('fields.email') });
    await waitFor(() => expect(email).toHaveAccessibleDescription(validation('wrong-email')));
  },
};

/** The API failed: what was typed stays (the page's notification tells why). */
export const ServerError: Story = {
  args: { answer: 'server-error' },
  play: async (context) => {
    const { dialog, forms, user } = await fillLeadForm(context);
    await user.click(dialog.getByRole('button', { name: forms('actions.send') }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: forms('actions.send') })).toBeEnabled(),
    );
    await expect(dialog.getByRole('textbox', { name: forms('fields.fullName') })).toHaveValue(
      'Anna Virtanen',
    );
  },
};

/** Sent, no answer yet: the button says so and waits. */
export const Sending: Story = {
  args: { answer: 'pending' },
  play: async (context) => {
    const { dialog, forms } = await submit(context);
    await expect(
      await dialog.findByRole('button', { name: forms('actions.sending') }),
    ).toBeDisabled();
  },
};

/** A brochure sent: the success modal with the seed product's download. */
export const BrochureSent: Story = {
  args: { modal: 'download-brochure' },
  play: async (context) => {
    const { page, forms } = await submit(context);
    await expect(await page.findByRole('dialog', { name: forms('success.title') })).toBeVisible();
  },
};

// Each success modal as it opens.
export const SendRequestSuccess: Story = { args: { modal: 'send-request-success' } };
export const EventRequestSuccess: Story = { args: { modal: 'event-request-success' } };
export const MainEventSuccess: Story = { args: { modal: 'main-event-success' } };
export const NewsletterSuccess: Story = { args: { modal: 'newsletter-success' } };
export const HrSuccess: Story = { args: { modal: 'hr-success' } };
/** The download starts by itself after 3 s (or on the button), once. */
export const DownloadCountdown: Story = { args: { modal: 'download-brochure-success' } };
/** A webinar's recording: its password with a Copy button, the recording in a new tab. */
export const WebinarPassword: Story = {
  args: {
    modal: 'download-brochure-success',
    data: { password: 'Webinar-2025', externalLink: 'https://example.com/recording' },
  },
};
/** A download whose opener asked for the thank-you text only. */
export const DownloadOnlyText: Story = {
  args: {
    modal: 'download-brochure-success',
    data: { link: '/download/Privacy_Policy.pdf', onlyText: true },
  },
};
