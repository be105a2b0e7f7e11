import { screen, within } from '@testing-library/react';
import type { DownloadBrochureModalData, VideoModalData } from '../../modal-data';
import type { ModalRenderProps } from '../../ModalHost/ModalHost';
import { activeModal, openModal } from '../content-modals.test-support';
import { videoSourceOf } from './VideoModal';

// jsdom has no scrolling: the page's scroll lock calls `window.scrollTo` on close.
let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => scrollTo.mockRestore());

const data: VideoModalData = {
  title: 'MDC+ in three minutes',
  src: 'https://video.ferrum-digital.example/products/mdcplus.mp4',
  poster: '/images/b/machining.svg',
  product: 'mdcplus',
};

/** Stands in for the brochure form another feature registers as download-brochure. */
function DownloadBrochureStub({ data: opened }: ModalRenderProps) {
  const { product } = opened as unknown as DownloadBrochureModalData;
  return (
    <div role="dialog" aria-label="Download the brochure form">
      Brochure of {product}
    </div>
  );
}

const video = (dialog: HTMLElement) => {
  const element = dialog.querySelector('video');
  if (!element) throw new Error('no <video>');
  return element;
};

describe('VideoModal (video-brochure, showVideo)', () => {
  it('shows the video with the browser controls and its poster, named by its title', async () => {
    const { dialog } = await openModal('showVideo', data);
    expect(dialog).toHaveAccessibleName('MDC+ in three minutes');
    expect(video(dialog)).toHaveAttribute('controls');
    expect(video(dialog)).toHaveAttribute('poster', '/images/b/machining.svg');
    expect(video(dialog)).toHaveAttribute('aria-label', 'MDC+ in three minutes');
    expect(video(dialog).querySelector('source')).toHaveAttribute('src', data.src);
    expect(video(dialog).querySelector('source')).toHaveAttribute('type', 'video/mp4');
  });

  it('showVideo has no brochure button', async () => {
    const { dialog } = await openModal('showVideo', data);
    expect(
      within(dialog).queryByRole('button', { name: 'Download the brochure' }),
    ).not.toBeInTheDocument();
  });

  it('video-brochure: the brochure button opens download-brochure for the product in its place', async () => {
    const { user, dialog } = await openModal('video-brochure', data, {
      registry: { 'download-brochure': DownloadBrochureStub },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Download the brochure' }));
    const form = await screen.findByRole('dialog', { name: 'Download the brochure form' });
    expect(form).toHaveTextContent('Brochure of mdcplus');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(activeModal()).toBe('download-brochure');
  });

  it('video-brochure without a product has no brochure button', async () => {
    const { dialog } = await openModal('video-brochure', { ...data, product: undefined });
    expect(within(dialog).queryByRole('button', { name: /brochure/i })).not.toBeInTheDocument();
  });

  it('labels the brochure button in the page language', async () => {
    const { dialog } = await openModal('video-brochure', data, { locale: 'ru' });
    expect(within(dialog).getByRole('button', { name: 'Скачать брошюру' })).toBeInTheDocument();
  });

  it('closes with Escape and with the close icon', async () => {
    const { user } = await openModal('video-brochure', data);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open the modal' }));
    const dialog = await screen.findByRole('dialog', { name: 'MDC+ in three minutes' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(activeModal()).toBe('none');
  });

  it('gives a webm file its type', () => {
    expect(videoSourceOf('/video/tour.webm')).toEqual({
      src: '/video/tour.webm',
      type: 'video/webm',
    });
    expect(videoSourceOf('/video/tour.MP4?v=2')).toEqual({
      src: '/video/tour.MP4?v=2',
      type: 'video/mp4',
    });
  });
});
