import { screen, within } from '@testing-library/react';
import type { ReviewCardModalData } from '../../modal-data';
import { activeModal, openModal } from '../content-modals.test-support';

// jsdom has no scrolling: the page's scroll lock calls `window.scrollTo` on close.
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

const data: ReviewCardModalData = {
  quote: 'The lab now tests fewer coils but finds more real problems.',
  author: 'Liliya Khasanova',
  position: 'Head of Quality',
  company: 'Volga Steel Works',
  image: { src: '/images/a/people/person-1.svg', alt: 'Liliya Khasanova' },
  link: { href: '/cases/volga-steel-predictive-quality/', label: 'Read the case' },
};

describe('ReviewCardModal (reviewCard)', () => {
  it('shows the quote as a blockquote with its author, position, company and portrait', async () => {
    const { dialog } = await openModal('reviewCard', data);
    expect(dialog).toHaveAccessibleName('Customer review');
    const quote = dialog.querySelector('blockquote');
    expect(quote).toHaveTextContent(data.quote);
    expect(within(dialog).getByText('Liliya Khasanova', { selector: 'strong' })).toBeVisible();
    expect(dialog).toHaveTextContent('Head of Quality, Volga Steel Works');
    expect(within(dialog).getByRole('img', { name: 'Liliya Khasanova' })).toHaveAttribute(
      'src',
      '/images/a/people/person-1.svg',
    );
    expect(within(dialog).getByRole('link', { name: 'Read the case' })).toHaveAttribute(
      'href',
      '/cases/volga-steel-predictive-quality/',
    );
  });

  it('needs only the quote and the author', async () => {
    const { dialog } = await openModal(
      'reviewCard',
      { quote: data.quote, author: data.author },
      { locale: 'ru' },
    );
    expect(dialog).toHaveAccessibleName('Отзыв клиента');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
  });

  it('closes with Escape and with the close icon', async () => {
    const { user, dialog } = await openModal('reviewCard', data);
    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(activeModal()).toBe('none');
  });
});
