import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModal } from '@corp/shared/modals';
import { HttpResponse, http } from 'msw';
import { leadModalRegistry } from '../lead-dialogs/LeadDialogs';
import { API_BASE, renderOnPage, startFormApi } from '../testing/contact-form.test-support';

const { server } = startFormApi();

let scrollTo: jest.SpyInstance;
let warn: jest.SpyInstance;

beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  scrollTo.mockRestore();
  warn.mockRestore();
});

function Opener() {
  const modal = useModal();
  return (
    <>
      <button type="button" onClick={() => modal.open('send-resume-hr', {})}>
        Resume
      </button>
      <button type="button" onClick={() => modal.open('newsletter', {})}>
        Newsletter
      </button>
    </>
  );
}

interface SentResume {
  fields: Record<string, string>;
  file?: { name: string; size: number };
  locale: string | null;
}

function captureResume() {
  const sent: SentResume[] = [];
  server.use(
    http.post(`${API_BASE}/feedback-resume/`, async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      let file: SentResume['file'];
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
        else file = { name: value.name, size: value.size };
      });
      sent.push({ fields, file, locale: new URL(request.url).searchParams.get('locale') });
      return HttpResponse.json({ success: true, data: { id: 'r1' } }, { status: 201 });
    }),
  );
  return sent;
}

async function openResume(locale: 'en' | 'ru' = 'en') {
  const user = userEvent.setup();
  renderOnPage(<Opener />, { registry: leadModalRegistry, locale });
  await user.click(screen.getByRole('button', { name: 'Resume' }));
  return { user, dialog: within(await screen.findByRole('dialog')) };
}

describe('career form (send-resume-hr)', () => {
  it('shows the spec’s placeholders and labels (ru)', async () => {
    const { dialog } = await openResume('ru');
    expect(screen.getByRole('heading', { name: 'Отправить резюме' })).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Полное имя' })).toHaveAttribute(
      'placeholder',
      'Полное имя *',
    );
    expect(dialog.getByRole('textbox', { name: 'Желаемая должность' })).toHaveAttribute(
      'placeholder',
      'Желаемая должность *',
    );
    const letter = dialog.getByRole('textbox', { name: 'Сопроводительное письмо' });
    expect(letter).not.toBeRequired();
    expect(dialog.getByText('Прикрепить резюме *')).toBeInTheDocument();
  });

  it('requires the resume file, then sends everything as multipart and thanks in the HR words', async () => {
    const sent = captureResume();
    const { user, dialog } = await openResume();
    await user.type(dialog.getByRole('textbox', { name: 'Full name' }), 'Anna Virtanen');
    await user.type(dialog.getByRole('textbox', { name: 'Desired position' }), 'Data engineer');
    await user.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'anna@nordic.example');
    const phone = dialog.getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '+358401234567');
    await user.click(dialog.getByRole('combobox', { name: 'Country' }));
    await user.click(screen.getByRole('option', { name: 'Finland' }));
    await user.click(dialog.getByRole('combobox', { name: 'Industry' }));
    await user.click((await screen.findAllByRole('option'))[1] as HTMLElement);
    await user.type(dialog.getByRole('textbox', { name: 'Cover letter' }), 'Hello');
    await user.click(dialog.getByRole('checkbox', { name: /I agree/ }));
    const send = dialog.getByRole('button', { name: 'Send resume' });
    // Everything but the file: still not sendable.
    await waitFor(() => expect(send).toBeDisabled());

    const input = dialog.getByLabelText(/Attach resume/) as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toHaveTextContent(
      'We have received your application and will contact you when a relevant vacancy becomes available.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.locale).toBe('en');
    expect(sent[0]?.file).toEqual({ name: 'cv.pdf', size: 8 });
    expect(sent[0]?.fields).toMatchObject({
      name: 'Anna Virtanen',
      position: 'Data engineer',
      email: 'anna@nordic.example',
      phone: '+358401234567',
      countryCode: 'FI',
      country: 'Finland',
      comment: 'Hello',
      // The honeypot: a person leaves it empty.
      website: '',
    });
    // The industry's id, as every lead sends it (the API names it for marketing).
    expect(sent[0]?.fields['industry']).toMatch(/^\d+$/);
  });

  it('refuses a file of another type', async () => {
    const { dialog } = await openResume();
    const user = userEvent.setup({ applyAccept: false });
    const input = dialog.getByLabelText(/Attach resume/) as HTMLInputElement;
    await user.upload(input, new File(['x'], 'cv.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(dialog.queryByText('cv.exe')).not.toBeInTheDocument());
  });
});

describe('newsletter dialog', () => {
  it('subscribes the e-mail with its page and locale, then thanks', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API_BASE}/subscribe/`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, data: { id: 's1' } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderOnPage(<Opener />, { registry: leadModalRegistry, locale: 'ru' });
    await user.click(screen.getByRole('button', { name: 'Newsletter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Подписаться на новости' }));
    await user.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'anna@nordic.example');
    await user.click(dialog.getByRole('checkbox', { name: /Я даю согласие/ }));
    await user.click(dialog.getByRole('button', { name: 'Подписаться' }));
    expect(await screen.findByRole('dialog', { name: 'Спасибо!' })).toHaveTextContent(
      'Вы подписались на нашу рассылку.',
    );
    expect(bodies).toEqual([
      { email: 'anna@nordic.example', page: '/ru/contacts/', locale: 'ru', website: '' },
    ]);
  });
});
