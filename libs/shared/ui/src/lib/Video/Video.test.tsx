import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { VideoProps } from './Video';
import { VIDEO_AUTOPLAY_DELAY_MS, VIDEO_PREVIEW_MS, VIDEO_SOUND_VOLUME, Video } from './Video';

const sources = [{ src: '/video/plant.webm', type: 'video/webm' }];

let play: jest.SpyInstance;
let pause: jest.SpyInstance;
beforeEach(() => {
  // jsdom cannot play media: a stub that reports like a browser does.
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderVideo(props: Partial<VideoProps> = {}, locale: Locale = 'en') {
  return render(
    <I18nProvider locale={locale}>
      <Video sources={sources} title="Plant tour" {...props} />
    </I18nProvider>,
  );
}

function video() {
  const element = document.querySelector('video');
  if (!element) throw new Error('no <video>');
  return element;
}

describe('Video', () => {
  it('keeps the spec §4 timings and volume', () => {
    expect(VIDEO_AUTOPLAY_DELAY_MS).toBe(1000);
    expect(VIDEO_PREVIEW_MS).toBe(1000);
    expect(VIDEO_SOUND_VOLUME).toBe(0.5);
  });

  it('starts muted and inline, 1 s after mounting', () => {
    jest.useFakeTimers();
    renderVideo();
    expect(video()).toHaveAttribute('aria-label', 'Plant tour');
    expect(video().muted).toBe(true);
    expect(video()).toHaveAttribute('playsinline');
    const playButton = screen.getByRole('button', { name: 'Play' });
    expect(playButton).toHaveAttribute('aria-pressed', 'false');

    act(() => jest.advanceTimersByTime(VIDEO_AUTOPLAY_DELAY_MS - 1));
    expect(play).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video().muted).toBe(true);
    expect(playButton).toHaveAttribute('aria-pressed', 'true');
  });

  it('does not start by itself when autoplay is off', () => {
    jest.useFakeTimers();
    renderVideo({ autoPlay: false });
    act(() => jest.advanceTimersByTime(VIDEO_AUTOPLAY_DELAY_MS * 5));
    expect(play).not.toHaveBeenCalled();
  });

  it('spares visitors who prefer reduced motion', () => {
    jest.useFakeTimers();
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
    try {
      renderVideo();
      act(() => jest.advanceTimersByTime(VIDEO_AUTOPLAY_DELAY_MS * 2));
      expect(play).not.toHaveBeenCalled();
    } finally {
      // jsdom has no matchMedia of its own.
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('toggles play and pause, reporting the state with aria-pressed', async () => {
    const user = userEvent.setup();
    renderVideo({ autoPlay: false });
    const playButton = screen.getByRole('button', { name: 'Play' });
    await user.click(playButton);
    expect(play).toHaveBeenCalledTimes(1);
    expect(playButton).toHaveAttribute('aria-pressed', 'true');
    await user.click(playButton);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(playButton).toHaveAttribute('aria-pressed', 'false');
  });

  it('turns the sound on at half volume and off again', async () => {
    const user = userEvent.setup();
    renderVideo({ autoPlay: false });
    const sound = screen.getByRole('button', { name: 'Sound' });
    expect(sound).toHaveAttribute('aria-pressed', 'false');

    await user.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(video().muted).toBe(false);
    expect(video().volume).toBe(0.5);

    await user.click(sound);
    expect(sound).toHaveAttribute('aria-pressed', 'false');
    expect(video().muted).toBe(true);
  });

  it('previews one second of a large video without a poster', () => {
    jest.useFakeTimers();
    renderVideo({ size: 'large', autoPlay: false });
    expect(play).toHaveBeenCalledTimes(1);
    expect(video().muted).toBe(true);
    act(() => jest.advanceTimersByTime(VIDEO_PREVIEW_MS - 1));
    expect(pause).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('does not preview a large video that has a poster, or a small one', () => {
    jest.useFakeTimers();
    renderVideo({ size: 'large', autoPlay: false, poster: '/images/plant.jpg' });
    renderVideo({ size: 'default', autoPlay: false });
    act(() => jest.advanceTimersByTime(VIDEO_PREVIEW_MS));
    expect(play).not.toHaveBeenCalled();
  });

  it('lets a visitor who presses play during the preview keep watching', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderVideo({ size: 'large', autoPlay: false });
    const playButton = screen.getByRole('button', { name: 'Play' });
    // Pause the preview, then play again: the preview timer must not stop the video.
    await user.click(playButton);
    await user.click(playButton);
    act(() => jest.advanceTimersByTime(VIDEO_PREVIEW_MS * 2));
    expect(playButton).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers caption tracks', () => {
    renderVideo({
      autoPlay: false,
      captions: [{ src: '/video/plant.en.vtt', srcLang: 'en', label: 'English', default: true }],
    });
    const track = video().querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/video/plant.en.vtt');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', 'English');
  });

  it('with controls: the browser controls, with sound, and no toggles', () => {
    renderVideo({ autoPlay: false, controls: true });
    expect(video()).toHaveAttribute('controls');
    expect(video().muted).toBe(false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('labels its buttons in the page language', () => {
    renderVideo({ autoPlay: false }, 'ru');
    expect(screen.getByRole('button', { name: 'Воспроизведение' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Звук' })).toBeInTheDocument();
  });
});
