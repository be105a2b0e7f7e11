import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { ModalDataMap } from '../modal-data';
import type { ModalName } from '../modal-names';
import type { ModalRegistry } from '../ModalHost/ModalHost';
import { useModal } from '../ModalProvider/modal-context';
import { ModalProvider } from '../ModalProvider/ModalProvider';

function Opener<N extends ModalName>({ name, data }: { name: N; data: ModalDataMap[N] }) {
  const modal = useModal();
  return (
    <>
      <p data-testid="active">{modal.name ?? 'none'}</p>
      <button type="button" onClick={() => modal.open(name, data)}>
        Open the modal
      </button>
    </>
  );
}

/**
 * A page with the modal provider (the default registry, content modals loading lazily as in
 * the app) and a button that opens `name` with `data`; clicks it and waits for the dialog.
 */
export async function openModal<N extends ModalName>(
  name: N,
  data: ModalDataMap[N],
  { locale = 'en', registry }: { locale?: Locale; registry?: ModalRegistry } = {},
) {
  const user = userEvent.setup();
  render(
    <I18nProvider locale={locale}>
      <ModalProvider registry={registry}>
        <Opener name={name} data={data} />
      </ModalProvider>
    </I18nProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Open the modal' }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

/** What the page's modal state says is open. */
export const activeModal = () => screen.getByTestId('active').textContent;
