import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { makeStore } from '@corp/shared/data-access-api';
import { apiHandlers } from '@corp/shared/data-access-api/testing';
import { createI18n, normalizeLocale } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import { ModalProvider } from '@corp/shared/modals';
import { HttpResponse, delay, getResponse, http } from 'msw';
import type { RequestHandler } from 'msw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { RouterRouteState } from '@corp/shared/document';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaProvider } from '../captcha/CaptchaProvider';
import type { ContactFormVariant } from './ContactForm';
import { ContactForm } from './ContactForm';
import { formRulesHandle } from '../form-page/form-rules';
import type { FormRules } from '../form-page/form-rules';

/** How the story's API answers `POST /feedback/`; everything else is the seed content. */
type FeedbackAnswer = 'created' | 'pending' | 'field-error';

const feedbackHandlers: Record<FeedbackAnswer, RequestHandler[]> = {
  created: [],
  pending: [
    http.post('*/api/v1/feedback/', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ],
  'field-error': [
    http.post('*/api/v1/feedback/', () =>
      HttpResponse.json(
        {
          code: 'validation_failed',
          message: 'Invalid request',
          requestId: 'story',
          fields: { company: 'too-long', email: 'wrong-email' },
        },
        { status: 400 },
      ),
    ),
  ],
};

/** The store's fetch answers from msw handlers in the page itself (one set per story). */
function storyFetch(handlers: RequestHandler[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    return (await getResponse(handlers, request.clone())) ?? fetch(request);
  };
}

interface ContactFormStoryProps {
  variant: ContactFormVariant;
  feedback: FeedbackAnswer;
  /** The page the form is on: a route id and its URL. */
  routeId: string;
  path: string;
  /** The form rules the page's site declares in its route's handle. */
  rules?: FormRules;
}

/** The form as a page holds it: API store, modals, captcha (no key: off) and a router. */
function ContactFormStory({ variant, feedback, routeId, path, rules }: ContactFormStoryProps) {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const [store] = useState(() =>
    makeStore({
      baseUrl: `${window.location.origin}/api/v1`,
      locale,
      fetchFn: storyFetch([...feedbackHandlers[feedback], ...apiHandlers]),
    }),
  );
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          id: `${routeId}___${locale}`,
          path: '*',
          handle: rules ? formRulesHandle(rules) : undefined,
          element: (
            <RouterRouteState>
              <div style={{ maxWidth: variant === 'modal' ? 480 : 960 }}>
                <ContactForm variant={variant} />
              </div>
            </RouterRouteState>
          ),
        },
      ],
      { initialEntries: [locale === 'en' ? path : `/${locale}${path}`] },
    ),
  );
  return (
    <Provider store={store}>
      <ModalProvider>
        <CaptchaProvider>
          <RouterProvider router={router} />
        </CaptchaProvider>
      </ModalProvider>
    </Provider>
  );
}

const meta = {
  title: 'Forms/ContactForm',
  component: ContactFormStory,
  args: { variant: 'footer', feedback: 'created', routeId: 'contacts', path: '/contacts/' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['footer', 'page', 'modal'] },
    feedback: { control: 'inline-radio', options: ['created', 'pending', 'field-error'] },
  },
  parameters: { layout: 'padded' },
  // A new store and router for every locale.
  render: (args, { globals }) => <ContactFormStory key={String(globals['locale'])} {...args} />,
} satisfies Meta<typeof ContactFormStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's texts, for the plays: they run in whichever locale the toolbar shows. */
function textsOf(context: Pick<StoryContext, 'globals'>) {
  const locale: Locale = normalizeLocale(context.globals['locale']);
  const i18n = createI18n(locale);
  return {
    forms: i18n.getFixedT(locale, 'forms'),
    validation: i18n.getFixedT(locale, 'validation'),
  };
}

type PlayContext = Pick<StoryContext, 'canvasElement' | 'globals'>;

async function fillValidForm({ canvasElement, globals }: PlayContext) {
  const canvas = within(canvasElement);
  const { forms } = textsOf({ globals });
  const user = userEvent.setup();
  const industry = await canvas.findByRole('combobox', { name: forms('fields.industry') });
  await waitFor(() => expect(industry).not.toHaveTextContent(forms('select.placeholder')));
  await user.type(canvas.getByRole('textbox', { name: forms('fields.firstName') }), 'Anna');
  await user.type(canvas.getByRole('textbox', { name: forms('fields.lastName') }), 'Virtanen');
  await user.type(canvas.getByRole('textbox', { name: forms('fields.position') }), 'Engineer');
  await user.type(canvas.getByRole('textbox', { name: forms('fields.company') }), 'Nordic Metals');
  await user.click(canvas.getByRole('combobox', { name: forms('fields.country') }));
  await user.click(canvas.getAllByRole('option')[0] as HTMLElement);
  await user.type(
    canvas.getByRole('textbox', { name: forms('fields.email') }),
    'anna@nordic.example',
  );
  const phone = canvas.getByRole('textbox', { name: forms('fields.phone') });
  await user.clear(phone);
  await user.type(phone, '+358401234567');
  await user.click(canvas.getByRole('checkbox'));
  // The phone check loads on demand (the field's focus starts it): the button waits for it.
  await waitFor(
    () => expect(canvas.getByRole('button', { name: forms('actions.send') })).toBeEnabled(),
    { timeout: 10_000 },
  );
  return { canvas, forms, user };
}

/** A fresh form: nothing typed, the send button waits for a valid form. */
export const Empty: Story = {};

/** Every required field visited and left empty, and a malformed e-mail. */
export const Invalid: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const { forms, validation } = textsOf({ globals });
    const user = userEvent.setup();
    for (const field of ['firstName', 'lastName', 'position', 'company'] as const) {
      await user.click(canvas.getByRole('textbox', { name: forms(`fields.${field}`) }));
    }
    const email = canvas.getByRole('textbox', { name: forms('fields.email') });
    await user.type(email, 'anna@');
    await user.click(canvas.getByRole('textbox', { name: forms('fields.phone') }));
    await user.tab();
    await expect(email).toHaveAccessibleDescription(validation('wrong-email'));
    await expect(
      canvas.getByRole('textbox', { name: forms('fields.firstName') }),
    ).toHaveAccessibleDescription(validation('required'));
    await expect(
      canvas.getByRole('textbox', { name: forms('fields.phone') }),
    ).toHaveAccessibleDescription(validation('require-single', { context: 'phone' }));
    await expect(canvas.getByRole('button', { name: forms('actions.send') })).toBeDisabled();
  },
};

/** Sent, and the API has not answered yet: the button says so and waits. */
export const Sending: Story = {
  args: { feedback: 'pending' },
  play: async (context) => {
    const { canvas, forms, user } = await fillValidForm(context);
    await user.click(canvas.getByRole('button', { name: forms('actions.send') }));
    const sending = await canvas.findByRole('button', { name: forms('actions.sending') });
    await expect(sending).toBeDisabled();
  },
};

/** Sent: the form is cleared (country kept) and the success modal thanks the visitor. */
export const Success: Story = {
  play: async (context) => {
    const { canvas, forms, user } = await fillValidForm(context);
    await user.click(canvas.getByRole('button', { name: forms('actions.send') }));
    const page = within(context.canvasElement.ownerDocument.body);
    await expect(await page.findByRole('dialog', { name: forms('success.title') })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: forms('fields.firstName'), hidden: true }),
    ).toHaveValue('');
  },
};

/** The API refused two fields: their messages stand under them, the first has the focus. */
export const ServerFieldError: Story = {
  args: { feedback: 'field-error' },
  play: async (context) => {
    const { canvas, forms, user } = await fillValidForm(context);
    const { validation } = textsOf(context);
    await user.click(canvas.getByRole('button', { name: forms('actions.send') }));
    const company = canvas.getByRole('textbox', { name: forms('fields.company') });
    await waitFor(() => expect(company).toHaveAccessibleDescription(validation('too-long')));
    await expect(company).toHaveFocus();
    await expect(
      canvas.getByRole('textbox', { name: forms('fields.email') }),
    ).toHaveAccessibleDescription(validation('wrong-email'));
  },
};

/** On the ru digital industrial platform page: oil and gas chosen, 'Отправляем...' while sending. */
export const IdpPage: Story = {
  args: {
    routeId: 'idp',
    path: '/idp/',
    feedback: 'pending',
    // As the idp page declares them (libs/sites/idp `idpFormRules`).
    rules: {
      feedbackPage: '/idp/',
      industry: { name: { ru: 'Нефть и газ' } },
      sendingText: 'actions.sendingIdp',
    },
  },
};

/** Inside a dialog: one column and no required markers (spec §5). */
export const ModalVariant: Story = {
  args: { variant: 'modal' },
};
