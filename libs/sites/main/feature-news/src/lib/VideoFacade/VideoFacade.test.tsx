import { fireEvent, screen } from '@testing-library/react';
import { renderPart } from '../testing/render-part';
import { VideoFacade } from './VideoFacade.island';

describe('VideoFacade as a media item page’s part (ADR 0032)', () => {
  it('hydrates from its JSON props and loads the video only when the visitor presses play', () => {
    const { container, recoverableErrors } = renderPart(VideoFacade, {
      src: '/video/media/dumptruck-advisor-tyres.mp4?v=2',
      title: 'Tyre life',
      poster: {
        mobile: '/img/tyres-mobile.jpg',
        tablet: '/img/tyres-tablet.jpg',
        desktop: '/img/tyres.jpg',
        lqip: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
      },
    });
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelector('video')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play the video: Tyre life' }));
    const source = container.querySelector('video source');
    expect(source).toHaveAttribute('src', '/video/media/dumptruck-advisor-tyres.mp4?v=2');
    expect(source).toHaveAttribute('type', 'video/mp4');
  });
});
