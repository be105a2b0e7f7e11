import { fireEvent, render, screen } from '@testing-library/react';
import type { Image } from '@corp/shared/contracts';
import { PICTURE_MOBILE_MAX, PICTURE_TABLET_MAX, Picture, pictureSources } from './Picture';

const full: Image = {
  desktop: '/images/d.jpg',
  desktop2x: '/images/d@2x.jpg',
  desktopWebp: '/images/d.webp',
  desktopWebp2x: '/images/d@2x.webp',
  tablet: '/images/t.jpg',
  tablet2x: '/images/t@2x.jpg',
  tabletWebp: '/images/t.webp',
  tabletWebp2x: '/images/t@2x.webp',
  mobile: '/images/m.jpg',
  mobile2x: '/images/m@2x.jpg',
  mobileWebp: '/images/m.webp',
  mobileWebp2x: '/images/m@2x.webp',
  lqip: 'data:image/svg+xml;base64,PHN2Zy8+',
};

function sourcesOf(container: HTMLElement) {
  return [...container.querySelectorAll('source')].map((source) => ({
    media: source.getAttribute('media'),
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
  }));
}

describe('pictureSources', () => {
  it('gives the mobile and tablet sources their own drawn size (art direction), not the desktop one', () => {
    const sources = pictureSources(
      { desktop: '/d.jpg', tablet: '/t.jpg', tabletWebp: '/t.webp', mobile: '/m.jpg' },
      {
        variantSizes: { mobile: { width: 640, height: 360 }, tablet: { width: 1120, height: 240 } },
      },
    );
    expect(sources.map(({ srcSet, width, height }) => [srcSet, width, height])).toEqual([
      ['/m.jpg 1x', 640, 360],
      ['/t.webp 1x', 1120, 240],
      ['/t.jpg 1x', 1120, 240],
    ]);
  });

  it('uses the spec §9 widths: mobile up to 767 px, tablet up to 1179 px', () => {
    expect(PICTURE_MOBILE_MAX).toBe(767);
    expect(PICTURE_TABLET_MAX).toBe(1179);
  });

  it('lists mobile, tablet and desktop sources, webp first, at 1x and 2x', () => {
    expect(pictureSources(full)).toEqual([
      {
        media: '(max-width: 767px)',
        type: 'image/webp',
        srcSet: '/images/m.webp 1x, /images/m@2x.webp 2x',
      },
      { media: '(max-width: 767px)', srcSet: '/images/m.jpg 1x, /images/m@2x.jpg 2x' },
      {
        media: '(max-width: 1179px)',
        type: 'image/webp',
        srcSet: '/images/t.webp 1x, /images/t@2x.webp 2x',
      },
      { media: '(max-width: 1179px)', srcSet: '/images/t.jpg 1x, /images/t@2x.jpg 2x' },
      { type: 'image/webp', srcSet: '/images/d.webp 1x, /images/d@2x.webp 2x' },
    ]);
  });

  it('takes another tablet width when a picture needs one', () => {
    const tablet = pictureSources(full, { tabletMax: 1023 }).filter((source) =>
      source.srcSet.includes('/images/t'),
    );
    expect(tablet.map((source) => source.media)).toEqual([
      '(max-width: 1023px)',
      '(max-width: 1023px)',
    ]);
  });

  it('leaves out a size that has no variants, so the next larger one applies', () => {
    expect(pictureSources({ desktop: '/images/d.svg' })).toEqual([]);
    expect(
      pictureSources({ desktop: '/images/d.jpg', tablet: '/images/t.jpg', mobileWebp: '/m.webp' }),
    ).toEqual([
      { media: '(max-width: 767px)', type: 'image/webp', srcSet: '/m.webp 1x' },
      { media: '(max-width: 1179px)', srcSet: '/images/t.jpg 1x' },
    ]);
  });

  it('ignores a 2x variant without its 1x', () => {
    expect(pictureSources({ desktop: '/d.jpg', mobile2x: '/m@2x.jpg' })).toEqual([]);
  });
});

describe('Picture', () => {
  it('renders the sources and a lazy <img> with the desktop image and its alt', () => {
    const { container } = render(<Picture image={full} alt="Control room" />);
    expect(sourcesOf(container)).toEqual([
      {
        media: '(max-width: 767px)',
        type: 'image/webp',
        srcset: '/images/m.webp 1x, /images/m@2x.webp 2x',
      },
      { media: '(max-width: 767px)', type: null, srcset: '/images/m.jpg 1x, /images/m@2x.jpg 2x' },
      {
        media: '(max-width: 1179px)',
        type: 'image/webp',
        srcset: '/images/t.webp 1x, /images/t@2x.webp 2x',
      },
      {
        media: '(max-width: 1179px)',
        type: null,
        srcset: '/images/t.jpg 1x, /images/t@2x.jpg 2x',
      },
      { media: null, type: 'image/webp', srcset: '/images/d.webp 1x, /images/d@2x.webp 2x' },
    ]);
    const img = screen.getByRole('img', { name: 'Control room' });
    expect(img).toHaveAttribute('src', '/images/d.jpg');
    expect(img).toHaveAttribute('srcset', '/images/d.jpg 1x, /images/d@2x.jpg 2x');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads eagerly when asked', () => {
    render(<Picture image={full} alt="Hero" loading="eager" />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('loading', 'eager');
  });

  it('loads the page’s largest picture at once, with high priority', () => {
    render(<Picture image={full} alt="Hero" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the blurred placeholder, hidden from screen readers, until the image loads', () => {
    render(<Picture image={full} alt="Control room" />);
    const placeholder = screen.getByTestId('picture-placeholder');
    expect(placeholder).toHaveAttribute('src', full.lqip);
    expect(placeholder).toHaveAttribute('alt', '');
    expect(screen.getAllByRole('img')).toHaveLength(1);

    fireEvent.load(screen.getByRole('img', { name: 'Control room' }));
    expect(screen.queryByTestId('picture-placeholder')).not.toBeInTheDocument();
  });

  it('drops the placeholder when the image fails, leaving the alt text', () => {
    render(<Picture image={full} alt="Control room" />);
    fireEvent.error(screen.getByRole('img', { name: 'Control room' }));
    expect(screen.queryByTestId('picture-placeholder')).not.toBeInTheDocument();
  });

  it('has no placeholder without an lqip', () => {
    render(<Picture image={{ desktop: '/images/d.svg' }} alt="" />);
    expect(screen.queryByTestId('picture-placeholder')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveAttribute('src', '/images/d.svg');
  });
});
