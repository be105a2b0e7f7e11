import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { GalleryPhoto, PhotogalleryModalProps } from './PhotogalleryModal';
import {
  GALLERY_NAVIGATION_MIN_PHOTOS,
  GALLERY_SPACE_BETWEEN,
  PhotogalleryModal,
  downloadName,
} from './PhotogalleryModal';

// The slider loads Swiper itself; compile it once before the tests, which wait for it (1 s).
beforeAll(() => import('../Slider/swiper-core'));

const photos: GalleryPhoto[] = [
  { name: 'Control room', path: '/images/b/control-room.svg', width: 1200, height: 800 },
  { name: 'Drill rig', path: '/images/b/drill-rig.svg', width: 1200, height: 800 },
  { name: 'Quality lab', path: '/images/b/quality-lab.svg', width: 1200, height: 800 },
];

const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 1000,
  });
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});
beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderGallery(props: Partial<PhotogalleryModalProps> = {}, locale: Locale = 'en') {
  const onClose = jest.fn();
  render(
    <I18nProvider locale={locale}>
      <PhotogalleryModal
        open
        onClose={onClose}
        title="Mining expo 2026"
        photos={photos}
        tags={[
          { id: 1, name: 'mining' },
          { id: 2, name: 'expo' },
        ]}
        {...props}
      />
    </I18nProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Mining expo 2026' }) };
}

describe('PhotogalleryModal', () => {
  it('keeps the spec §9 gallery rules', () => {
    expect(GALLERY_SPACE_BETWEEN).toBe(200);
    expect(GALLERY_NAVIGATION_MIN_PHOTOS).toBe(1);
  });

  it('shows every photo with its name and a Download link that saves the file', () => {
    const { dialog } = renderGallery();
    const slides = within(within(dialog).getByRole('group', { name: 'Photos' })).getAllByRole(
      'group',
    );
    expect(slides).toHaveLength(3);
    const second = slides[1] as HTMLElement;
    expect(within(second).getByRole('img', { name: 'Drill rig' })).toHaveAttribute(
      'src',
      '/images/b/drill-rig.svg',
    );
    expect(within(second).getByText('Drill rig')).toBeInTheDocument();
    const download = within(second).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', '/images/b/drill-rig.svg');
    expect(download).toHaveAttribute('download', 'drill-rig.svg');
    expect(download).toHaveAccessibleDescription('Drill rig');
  });

  it('puts the photos 200 px apart', async () => {
    const { dialog } = renderGallery();
    // Swiper spaces the slides once it has loaded (the slider loads it on its own).
    await waitFor(() => {
      const [first] = within(within(dialog).getByRole('group', { name: 'Photos' })).getAllByRole(
        'group',
      );
      expect(first?.style.marginRight).toBe('200px');
    });
  });

  it('lists the tags as #name', () => {
    const { dialog } = renderGallery();
    const tags = within(dialog).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#mining', '#expo']);
  });

  it('navigates between photos with the arrows, starting where asked', async () => {
    const user = userEvent.setup();
    const { dialog } = renderGallery({ initialIndex: 1 });
    // Swiper starts on the slides once it has loaded (it spaces them).
    await waitFor(() => {
      const [first] = within(within(dialog).getByRole('group', { name: 'Photos' })).getAllByRole(
        'group',
      );
      expect(first?.style.marginRight).toBe('200px');
    });
    const previous = within(dialog).getByRole('button', { name: 'Previous slide' });
    const next = within(dialog).getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    await user.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-disabled', 'true'));
    // No bullets in the gallery.
    expect(within(dialog).queryByRole('list', { name: 'Choose a slide' })).not.toBeInTheDocument();
  });

  it('has no arrows for a single photo', () => {
    const { dialog } = renderGallery({ photos: photos.slice(0, 1) });
    expect(within(dialog).queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  });

  it.each([
    ['ru', true, 'Скачать'],
    ['ru', false, 'Download'],
    ['en', true, 'Download'],
    ['de', true, 'Download'],
  ] as [Locale, boolean, string][])(
    'labels the button in %s (presskit: %s) %s',
    (locale, presskit, label) => {
      const { dialog } = renderGallery({ presskit }, locale);
      expect(within(dialog).getAllByRole('link', { name: label })).toHaveLength(3);
    },
  );

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderGallery();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('downloadName', () => {
  it.each([
    ['/images/b/drill-rig.svg', 'drill-rig.svg'],
    ['https://cdn.example.com/press/photo%201.jpg?v=2', 'photo 1.jpg'],
    ['/', 'photo'],
  ])('%s → %s', (path, name) => {
    expect(downloadName(path)).toBe(name);
  });
});
