import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { ModalRenderProps } from '../ModalHost/ModalHost';
import { IslandShell, KeptServerHtml } from '@corp/shared/document/islands';
import { ModalButton } from '../ModalButton/ModalButton';
import { useOptionalModal } from './modal-context';
import { ModalProvider } from './ModalProvider';

const mockIslandPage = jest.fn();
jest.mock('@corp/shared/document/islands', () => ({
  ...jest.requireActual('@corp/shared/document/islands'),
  useIslandPage: () => mockIslandPage() ?? null,
}));

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

describe('a modal button in an island page’s server HTML (never hydrated)', () => {
  const islandPage = { site: 'main', locale: 'en', config: {}, path: '/product/flow/' };

  /** The button as the server writes it on an island page, outside any part: HTML only. */
  function serverButton(): HTMLButtonElement {
    mockIslandPage.mockReturnValue(islandPage);
    const html = renderToStaticMarkup(
      <ModalButton modal="learnMore" data={{ title: 'Server <HTML> & “quotes”', paragraphs: [] }}>
        <svg aria-hidden="true" />
        Details <span>of the feature</span>
      </ModalButton>,
    );
    mockIslandPage.mockReturnValue(null);
    const page = document.body.appendChild(document.createElement('main'));
    page.innerHTML = html;
    return page.querySelector('button') as HTMLButtonElement;
  }

  afterEach(() => {
    document.documentElement.removeAttribute('data-islands');
    document.body.innerHTML = '';
  });

  it('names its modal and data, and the page’s host opens it on a click, then gives the focus back', async () => {
    const button = serverButton();
    expect(button).toHaveAttribute('data-modal', 'learnMore');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    const host = document.body.appendChild(document.createElement('div'));
    render(<ModalProvider registry={{ learnMore: Note }}>{null}</ModalProvider>, {
      container: host,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Details of the feature' }));
    expect(await screen.findByRole('dialog', { name: 'Note' })).toHaveTextContent(
      'Server <HTML> & “quotes”',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('opens from the keyboard too', async () => {
    const button = serverButton();
    const host = document.body.appendChild(document.createElement('div'));
    render(<ModalProvider registry={{ learnMore: Note }}>{null}</ModalProvider>, {
      container: host,
    });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeInTheDocument();
  });

  it('a button whose data is not whole opens nothing', async () => {
    const button = serverButton();
    const host = document.body.appendChild(document.createElement('div'));
    render(<ModalProvider registry={{ learnMore: Note }}>{null}</ModalProvider>, {
      container: host,
    });
    button.setAttribute('data-modal-data', '{"title":');
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a part’s own provider that starts later (the footer form’s) joins the page’s: one dialog, one state', async () => {
    const button = serverButton();
    const host = document.body.appendChild(document.createElement('div'));
    render(<ModalProvider registry={{ learnMore: Note }}>{null}</ModalProvider>, {
      container: host,
    });
    // The footer form mounts late, in an island of its own, with a provider of its own.
    document.documentElement.setAttribute('data-islands', '');
    const form = document.body.appendChild(document.createElement('div'));
    render(
      <ModalProvider>
        <OpenName />
      </ModalProvider>,
      { container: form },
    );
    await userEvent.click(button);
    expect(await screen.findAllByRole('dialog', { name: 'Note' })).toHaveLength(1);
    expect(screen.getByTestId('open')).toHaveTextContent('learnMore');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('open')).toHaveTextContent('none');
  });

  it('is server HTML too in a part’s kept server HTML (a list’s cards), and only there', () => {
    const island = { site: 'main', locale: 'en', config: {}, path: '/events/' } as const;
    const html = (keep: boolean) =>
      renderToStaticMarkup(
        <IslandShell page={island}>
          <KeptServerHtml as="div" keep={keep}>
            <ModalButton modal="learnMore">Register</ModalButton>
          </KeptServerHtml>
        </IslandShell>,
      );
    expect(html(true)).toContain('data-modal="learnMore"');
    expect(html(false)).not.toContain('data-modal');
  });

  it('on a whole page the button hydrates instead and carries no modal attributes', () => {
    render(<ModalButton modal="learnMore">Details</ModalButton>);
    expect(screen.getByRole('button', { name: 'Details' })).not.toHaveAttribute('data-modal');
  });
});
