import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModalRenderProps } from '../ModalHost/ModalHost';
import { ModalButton } from '../ModalButton/ModalButton';
import { useOptionalModal } from './modal-context';
import { ModalProvider } from './ModalProvider';

/**
 * ADR 0032: on an island page the modal host is one island and the buttons others, each a React
 * root of its own in the document; a button opens the page's modal through the provider's
 * published controls.
 */

function Note({ data, close }: ModalRenderProps) {
  return (
    <div role="dialog" aria-label="Note">
      <p>{String(data['title'])}</p>
      <button type="button" onClick={close}>
        Close
      </button>
    </div>
  );
}

function OpenName() {
  return <p data-testid="open">{useOptionalModal()?.name ?? 'none'}</p>;
}

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('a button in another root opens the page provider’s modal, and every root sees it open', async () => {
  const host = document.body.appendChild(document.createElement('div'));
  const button = document.body.appendChild(document.createElement('div'));
  render(<ModalProvider registry={{ learnMore: Note }}>{null}</ModalProvider>, {
    container: host,
  });
  render(
    <>
      <ModalButton modal="learnMore" data={{ title: 'From another island', paragraphs: [] }}>
        Details
      </ModalButton>
      <OpenName />
    </>,
    { container: button },
  );
  expect(screen.getByTestId('open')).toHaveTextContent('none');

  await userEvent.click(screen.getByRole('button', { name: 'Details' }));
  expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent(
    'From another island',
  );
  expect(screen.getByTestId('open')).toHaveTextContent('learnMore');

  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByTestId('open')).toHaveTextContent('none');
});

it('a button with no provider on the page does nothing (and does not throw)', async () => {
  render(<ModalButton modal="learnMore">Details</ModalButton>);
  await userEvent.click(screen.getByRole('button', { name: 'Details' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
