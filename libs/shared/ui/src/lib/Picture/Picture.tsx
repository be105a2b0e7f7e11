import { useEffect, useRef, useState } from 'react';
import type { Image } from '@corp/shared/contracts';
import { breakpoints } from '../breakpoints';
import styles from './Picture.module.scss';

/** Spec §9: the mobile source applies up to 767 px. */
export const PICTURE_MOBILE_MAX = breakpoints.pictureMobileMax;
/** Spec §9: the tablet source applies up to 1179 px unless a picture says otherwise. */
export const PICTURE_TABLET_MAX = breakpoints.pictureTabletMax;

export type PictureImage = Image;

export interface PictureSource {
  media?: string;
  type?: 'image/webp';
  srcSet: string;
  width?: number;
  height?: number;
}

type Size = 'mobile' | 'tablet' | 'desktop';

/** The intrinsic size of a picture's variant, px. */
export interface PictureSize {
  width: number;
  height: number;
}

export interface PictureSourceOptions {
  /** Widest viewport, px, that gets the tablet variant. */
  tabletMax?: number;
  /**
   * Art direction: the size the mobile or tablet variant is drawn at, where its shape differs
   * from the desktop one's (`width` × `height`). Its `<source>` carries it, so the browser
   * reserves that variant's box before the image arrives instead of the desktop shape.
   */
  variantSizes?: Partial<Record<Exclude<Size, 'desktop'>, PictureSize>>;
}

/** `url 1x, url2x 2x`; the 2x half only when there is a 1x. */
function densitySrcSet(x1: string | undefined, x2: string | undefined): string | undefined {
  if (!x1) return undefined;
  return x2 ? `${x1} 1x, ${x2} 2x` : `${x1} 1x`;
}

function variants(image: Image, size: Size) {
  const table = {
    mobile: [image.mobile, image.mobile2x, image.mobileWebp, image.mobileWebp2x],
    tablet: [image.tablet, image.tablet2x, image.tabletWebp, image.tabletWebp2x],
    desktop: [image.desktop, image.desktop2x, image.desktopWebp, image.desktopWebp2x],
  } as const;
  const [plain, plain2x, webp, webp2x] = table[size];
  return { plain: densitySrcSet(plain, plain2x), webp: densitySrcSet(webp, webp2x) };
}

/**
 * The `<source>` list of a picture, most specific first: mobile (≤ 767 px), tablet (≤ 1179 px
 * by default), then desktop; webp before the plain format within each size. A size without its
 * own variants gets no sources, so the next larger size's sources match (their media queries
 * include the smaller widths): the missing variant falls back to the next larger one.
 */
export function pictureSources(
  image: Image,
  { tabletMax = PICTURE_TABLET_MAX, variantSizes = {} }: PictureSourceOptions = {},
): PictureSource[] {
  const sizes: { size: Size; media?: string }[] = [
    { size: 'mobile', media: `(max-width: ${PICTURE_MOBILE_MAX}px)` },
    { size: 'tablet', media: `(max-width: ${tabletMax}px)` },
    { size: 'desktop' },
  ];
  const sources: PictureSource[] = [];
  for (const { size, media } of sizes) {
    const { plain, webp } = variants(image, size);
    const drawn = size === 'desktop' ? undefined : variantSizes[size];
    if (webp)
      sources.push({ ...(media ? { media } : {}), type: 'image/webp', srcSet: webp, ...drawn });
    // The desktop plain variant is the <img> itself.
    if (plain && size !== 'desktop') sources.push({ media, srcSet: plain, ...drawn });
  }
  return sources;
}

export interface PictureProps {
  image: Image;
  /** Required: describe the image, or pass "" for a purely decorative one. */
  alt: string;
  /** Lazy by default; pass "eager" for the picture at the top of a page (`priority` is eager). */
  loading?: 'lazy' | 'eager';
  /**
   * The page's largest picture at first paint (the hero): fetched at once with high priority,
   * ahead of the page's script. One per page.
   */
  priority?: boolean;
  tabletMax?: number;
  /** Intrinsic size: reserves the space (and so shows the placeholder) before the image loads. */
  width?: number;
  height?: number;
  /** The mobile and tablet variants' own intrinsic sizes, where their shape differs. */
  variantSizes?: PictureSourceOptions['variantSizes'];
  /** How the image fills a box of fixed size. */
  fit?: PictureFit;
  className?: string;
}

export type PictureFit = 'none' | 'cover' | 'contain';

const fitClass: Record<PictureFit, string | undefined> = {
  none: undefined,
  cover: styles['cover'],
  contain: styles['contain'],
};

/** Marks a picture's placeholder (`settlePicturePlaceholders`). */
export const PLACEHOLDER_ATTRIBUTE = 'data-placeholder';
/** Marks a part's HTML that stays the server's, never hydrated (`KeptServerHtml`, ADR 0032). */
export const KEPT_HTML_ATTRIBUTE = 'data-kept';

/**
 * What `Picture` does once its image has loaded, for the pictures of a page that does not
 * hydrate them (an island page, ADR 0032): the placeholder goes (an image with transparent areas
 * would show it through) and the picture is marked loaded.
 */
export function settlePicturePlaceholders(root: ParentNode = document): void {
  for (const placeholder of root.querySelectorAll<HTMLImageElement>(
    `img[${PLACEHOLDER_ATTRIBUTE}]`,
  )) {
    // A picture inside an island is React's (it settles itself once hydrated), unless it is in
    // the part's server HTML that never hydrates.
    if (placeholder.closest('[data-island]') && !placeholder.closest(`[${KEPT_HTML_ATTRIBUTE}]`)) {
      continue;
    }
    const box = placeholder.parentElement;
    const image = box?.querySelector<HTMLImageElement>(`picture img`);
    if (!box || !image) continue;
    const settle = () => {
      placeholder.remove();
      box.setAttribute('data-loaded', 'true');
    };
    if (image.complete && image.naturalWidth > 0) settle();
    else image.addEventListener('load', settle, { once: true });
  }
}

/**
 * A responsive `<picture>` (spec §3 "Image"): desktop, tablet and mobile sources in webp and
 * the original format at 1x and 2x, lazy by default, with a blurred low-quality placeholder
 * (lqip) under the image until it has loaded.
 */
export function Picture({
  image,
  alt,
  loading = 'lazy',
  priority = false,
  tabletMax,
  width,
  height,
  variantSizes,
  fit = 'none',
  className,
}: PictureProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);

  // An image that finished before hydration fires no load event React could see.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) setLoaded(true);
  }, []);

  const showPlaceholder = Boolean(image.lqip) && !loaded;
  return (
    <span
      className={[styles['picture'], fitClass[fit], className].filter(Boolean).join(' ')}
      data-loaded={loaded || undefined}
    >
      {showPlaceholder && (
        <img
          className={styles['placeholder']}
          src={image.lqip}
          alt=""
          aria-hidden="true"
          data-testid="picture-placeholder"
          {...{ [PLACEHOLDER_ATTRIBUTE]: '' }}
        />
      )}
      <picture>
        {pictureSources(image, { tabletMax, variantSizes }).map((source) => (
          <source
            key={`${source.media ?? 'all'}-${source.type ?? 'plain'}`}
            media={source.media}
            type={source.type}
            srcSet={source.srcSet}
            width={source.width}
            height={source.height}
          />
        ))}
        <img
          ref={imgRef}
          className={styles['image']}
          src={image.desktop}
          srcSet={image.desktop2x ? densitySrcSet(image.desktop, image.desktop2x) : undefined}
          alt={alt}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          width={width}
          height={height}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
        />
      </picture>
    </span>
  );
}
