import { screen, within } from '@testing-library/react';
import type { ImageModalData } from '../../modal-data';
import { activeModal, openModal } from '../content-modals.test-support';

// jsdom has no scrolling: the page's scroll lock calls `window.scrollTo` on close.
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

const data: ImageModalData = {
  image: { src: '/images/b/control-room.svg', alt: 'The dispatch room', width: 1600, height: 900 },
  caption: 'The dispatch room of Kazakh Copper',
};

describe('ImageModal (image)', () => {
  it('shows the picture large with its caption; the caption names the dialog', async () => {
    const { dialog } = await openModal('image', data);
    expect(dialog).toHaveAccessibleName('The dispatch room of Kazakh Copper');
    const img = within(dialog).getByRole('img', { name: 'The dispatch room' });
    expect(img).toHaveAttribute('src', '/images/b/control-room.svg');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(
      within(dialog).getByText(data.caption as string, { selector: 'figcaption' }),
    ).toBeVisible();
  });

  it('without a caption is named by the picture, or in the page language', async () => {
    const { dialog } = await openModal('image', { image: data.image });
    expect(dialog).toHaveAccessibleName('The dispatch room');
    expect(dialog.querySelector('figcaption')).toBeNull();
  });

  it("a picture without a description is an 'Изображение' in ru", async () => {
    const { dialog } = await openModal(
      'image',
      { image: { src: '/images/b/team.svg', alt: '' } },
      { locale: 'ru' },
    );
    expect(dialog).toHaveAccessibleName('Изображение');
  });

  it('closes with Escape and with the close icon', async () => {
    const { user, dialog } = await openModal('image', data);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(activeModal()).toBe('none');
  });
});
