import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModal } from '@corp/shared/modals';
import { loadPhoneCheck } from '@corp/shared/ui';
import { leadModalRegistry } from '../lead-dialogs/LeadDialogs';
import { renderOnPage, startFormApi } from '../testing/contact-form.test-support';

// Issue 42, point 9: the career form shows no size limit (spec §5) and says what it still needs.

startFormApi();

let scrollTo: jest.SpyInstance;
beforeAll(async () => {
  await loadPhoneCheck();
});
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

function Opener() {
  const modal = useModal();
  return (
    <button type="button" onClick={() => modal.open('send-resume-hr', {})}>
      Resume
    </button>
  );
}

async function openResume(locale: 'en' | 'ru') {
  const user = userEvent.setup();
  renderOnPage(<Opener />, { registry: leadModalRegistry, locale });
  await user.click(screen.getByRole('button', { name: 'Resume' }));
  return { user, dialog: within(await screen.findByRole('dialog')) };
}

describe('career form: what it shows and what it needs', () => {
  it('ru: shows the accepted formats and no size limit', async () => {
    await openResume('ru');
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('Форматы: PDF'));
    expect(dialog).not.toHaveTextContent(/МБ|Максимальный размер/);
  });

  it('ru: the disabled button names the missing resume and consent', async () => {
    const { user, dialog } = await openResume('ru');
    await user.type(dialog.getByRole('textbox', { name: 'Полное имя' }), 'Анна Иванова');
    await user.type(dialog.getByRole('textbox', { name: 'Желаемая должность' }), 'Инженер');
    await user.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'anna@example.ru');
    await user.type(dialog.getByRole('textbox', { name: 'Телефон' }), '9161234567');
    await user.click(dialog.getByRole('combobox', { name: 'Страна' }));
    await user.click(screen.getByRole('option', { name: 'Россия' }));
    await user.click(dialog.getByRole('combobox', { name: 'Отрасль' }));
    await user.click(screen.getAllByRole('option')[0] as HTMLElement);
    const send = dialog.getByRole('button', { name: 'Отправить резюме' });
    expect(send).toBeDisabled();
    await waitFor(() =>
      expect(send).toHaveAccessibleDescription(
        'Чтобы отправить: прикрепите резюме; дайте согласие на обработку персональных данных.',
      ),
    );
  });
});
