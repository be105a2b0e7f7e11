import {
  Children,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import type { Swiper as SwiperCore } from './swiper-core';
import 'swiper/swiper.css';
import { breakpointFor, breakpoints } from '../breakpoints';
import { Icon } from '../Icon/Icon';
import styles from './Slider.module.scss';

/** Spec §9: gap between product cards, px. */
export const SLIDER_SPACE_BETWEEN = 18;
/** Spec §9: the pagination (arrows and bullets) appears when there are more items than this. */
export const SLIDER_PAGINATION_MIN_ITEMS = 3;
/** Spec §9: bullets appear only when there are more pages than this. */
export const SLIDER_BULLETS_MIN_PAGES = 1;
/** Spec §9: `swiper.update()` runs this long after init (fonts and images have settled by then). */
export const SLIDER_UPDATE_DELAY_MS = 500;
/** Spec §4: the slider goes back to its first slide when it comes this close to the viewport. */
export const SLIDER_RESET_ROOT_MARGIN = '1000px';
/** Swiper loads when the slider comes this close to the viewport (or takes focus or a pointer). */
export const SLIDER_LOAD_ROOT_MARGIN = '400px';

const loadSwiper = () => import('./swiper-core');

export interface SlidesPerView {
  /** Up to 767 px. */
  sm: number;
  /** 768–1199 px. */
  md: number;
  /** From 1200 px. */
  lg: number;
}

export const defaultSlidesPerView: SlidesPerView = { sm: 1, md: 2, lg: 3 };

export interface SliderProps {
  /** Accessible name of the carousel region, e.g. "Products". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  spaceBetween?: number;
  slidesPerView?: Partial<SlidesPerView>;
  /** Arrows and bullets are shown only when there are more slides than this. */
  paginationMinItems?: number;
  /** Show the page bullets (when there is more than one page). */
  bullets?: boolean;
  /** Go back to the first slide whenever the slider comes within 1000 px of the viewport. */
  resetWhenNear?: boolean;
  initialIndex?: number;
  /**
   * When Swiper loads: as the slider nears the viewport (`near`), or only when the visitor uses
   * it (`use`: a pointer over it, a touch, focus, a key, a scroll of its track, a control). Until
   * then a `use` slider's track scrolls natively (swipe, snap), and Swiper starts on the slide
   * it was scrolled to: a slider in a page's first viewport then costs no script at start.
   */
  loadOn?: 'near' | 'use';
  /** The Swiper instance, once initialised. */
  onSwiper?: (swiper: SwiperInstance) => void;
  onActiveIndexChange?: (index: number) => void;
  className?: string;
}

interface SliderState {
  active: number;
  page: number;
  pages: number;
  beginning: boolean;
  end: boolean;
}

function readState(swiper: SwiperInstance): SliderState {
  return {
    active: swiper.activeIndex,
    page: swiper.snapIndex,
    pages: swiper.snapGrid.length,
    beginning: swiper.isBeginning,
    end: swiper.isEnd,
  };
}

function sameState(a: SliderState, b: SliderState) {
  return (
    a.active === b.active &&
    a.page === b.page &&
    a.pages === b.pages &&
    a.beginning === b.beginning &&
    a.end === b.end
  );
}

/** Swiper's breakpoints are min-widths; ours are max-widths (sm ≤ 767, md ≤ 1199). */
function swiperBreakpoints(md: number, lg: number): SwiperOptions['breakpoints'] {
  // Swiper reads breakpoints through matchMedia, which the server and some test DOMs lack.
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  return {
    [breakpoints.smMax + 1]: { slidesPerView: md },
    [breakpoints.mdMax + 1]: { slidesPerView: lg },
  };
}

const SWIPER_EVENTS =
  'slideChange snapIndexChange snapGridLengthChange reachBeginning reachEnd fromEdge lock unlock resize update breakpoint';

const KEY_ACTIONS: Readonly<Record<string, (swiper: SwiperInstance) => void>> = {
  ArrowLeft: (swiper) => swiper.slidePrev(),
  ArrowRight: (swiper) => swiper.slideNext(),
  Home: (swiper) => swiper.slideTo(0),
  End: (swiper) => swiper.slideTo(swiper.slides.length - 1),
};

const TEXT_ENTRY = /^(INPUT|TEXTAREA|SELECT)$/;

/** The slide a natively scrolled track shows first, or null when it is not scrolled. */
function nativelyScrolledSlide(container: HTMLElement): number | null {
  if (container.scrollLeft <= 0) return null;
  const left = container.getBoundingClientRect().left;
  let nearest = 0;
  let best = Infinity;
  container.querySelectorAll<HTMLElement>('.swiper-slide').forEach((slide, index) => {
    const distance = Math.abs(slide.getBoundingClientRect().left - left);
    if (distance < best) {
      best = distance;
      nearest = index;
    }
  });
  return nearest;
}

/**
 * A carousel on Swiper: arrows and bullets of our own (localized labels, real buttons),
 * arrow/Home/End keys while focus is inside, and the product-slider rules of spec §4 and §9.
 * The server and the first paint show the slides in Swiper's markup at their final widths;
 * Swiper's core loads when the slider nears the viewport, so pages whose sliders are
 * further down do not carry it on their first load.
 */
export function Slider({
  label,
  children,
  spaceBetween = SLIDER_SPACE_BETWEEN,
  slidesPerView,
  paginationMinItems = SLIDER_PAGINATION_MIN_ITEMS,
  bullets = true,
  resetWhenNear = true,
  initialIndex = 0,
  loadOn = 'near',
  onSwiper,
  onActiveIndexChange,
  className,
}: SliderProps) {
  const { t } = useTranslation('media');
  const slides = Children.toArray(children);
  const count = slides.length;
  const perView: SlidesPerView = { ...defaultSlidesPerView, ...slidesPerView };
  const rootRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [SwiperClass, setSwiperClass] = useState<typeof SwiperCore | null>(null);
  const loadStarted = useRef(false);
  const startLoading = useCallback(() => {
    if (loadStarted.current) return;
    loadStarted.current = true;
    void loadSwiper().then((module) => setSwiperClass(() => module.Swiper));
  }, []);
  const [state, setState] = useState<SliderState>({
    active: initialIndex,
    page: initialIndex,
    pages: 0,
    beginning: initialIndex === 0,
    end: initialIndex >= count - 1,
  });
  const reportActiveIndex = useEffectEvent((index: number) => onActiveIndexChange?.(index));

  // A control used before Swiper has loaded acts once it has: a click is never lost.
  const queued = useRef<((swiper: SwiperInstance) => void) | null>(null);
  const control = (action: (swiper: SwiperInstance) => void) => {
    if (swiper && !swiper.destroyed) {
      action(swiper);
      return;
    }
    queued.current = action;
    startLoading();
  };

  // Slides added or removed by React: Swiper measures again (not as it starts, when it has just
  // measured them).
  const measuredCount = useRef(count);

  // Swiper starts on the slides the server rendered (its own markup): nothing is mounted again,
  // so the cards keep their DOM, images and state, and starting costs Swiper's measuring only.
  const startSwiper = useEffectEvent((Core: typeof SwiperCore, container: HTMLElement) => {
    measuredCount.current = count;
    // A track scrolled natively before Swiper (loadOn 'use'): Swiper starts on the slide shown.
    const scrolledTo = nativelyScrolledSlide(container);
    container.scrollLeft = 0;
    return new Core(container, {
      spaceBetween,
      slidesPerView: perView.sm,
      breakpoints: swiperBreakpoints(perView.md, perView.lg),
      initialSlide: scrolledTo ?? initialIndex,
      watchOverflow: true,
    });
  });
  useEffect(() => {
    const container = containerRef.current;
    if (!SwiperClass || !container) return undefined;
    const instance = startSwiper(SwiperClass, container);
    setSwiper(instance);
    return () => {
      setSwiper(null);
      // Swiper lets go of the slides but leaves the styles: its `cleanStyles` would also remove
      // the container's style attribute, which React set (the per-view and gap variables) and
      // would not set again when Swiper starts on the same markup (StrictMode's second effect).
      if (!instance.destroyed) instance.destroy(true, false);
    };
  }, [SwiperClass]);

  useLayoutEffect(() => {
    if (!swiper || swiper.destroyed || measuredCount.current === count) return;
    measuredCount.current = count;
    swiper.update();
  }, [swiper, count]);

  // Before Swiper: as many bullets as Swiper will have pages (one per slide that can lead).
  const measurePages = useEffectEvent(() => {
    const pages = Math.max(1, count - perView[breakpointFor(window.innerWidth)] + 1);
    setState((previous) => (previous.pages === pages ? previous : { ...previous, pages }));
  });
  useEffect(() => {
    if (swiper) return undefined;
    const measure = () => measurePages();
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [swiper, count]);

  // Load Swiper when the slider comes near the viewport (at once where nothing can tell).
  useEffect(() => {
    if (loadOn === 'use') return undefined;
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === 'undefined') {
      startLoading();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startLoading();
      },
      { rootMargin: SLIDER_LOAD_ROOT_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [startLoading, loadOn]);

  // Follow Swiper's state, and refresh its measurements once the page has settled.
  const reportSwiper = useEffectEvent((instance: SwiperInstance) => onSwiper?.(instance));
  useEffect(() => {
    if (!swiper) return undefined;
    const sync = () => {
      if (swiper.destroyed) return;
      const next = readState(swiper);
      setState((previous) => (sameState(previous, next) ? previous : next));
    };
    sync();
    reportSwiper(swiper);
    swiper.on(SWIPER_EVENTS, sync);
    const timer = setTimeout(() => {
      if (!swiper.destroyed) swiper.update();
    }, SLIDER_UPDATE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (!swiper.destroyed) swiper.off(SWIPER_EVENTS, sync);
    };
  }, [swiper]);

  useEffect(() => {
    const action = queued.current;
    if (!swiper || !action) return;
    queued.current = null;
    action(swiper);
  }, [swiper]);

  const reportedIndex = useRef(state.active);
  useEffect(() => {
    if (reportedIndex.current === state.active) return;
    reportedIndex.current = state.active;
    reportActiveIndex(state.active);
  }, [state.active]);

  // Back to the first slide when the slider approaches the viewport (spec §4): when it comes near
  // after being away, not when it is near already as Swiper starts (a control the visitor has
  // just used, or one queued while Swiper loaded, keeps its slide).
  useEffect(() => {
    const root = rootRef.current;
    if (!swiper || !resetWhenNear || !root || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    let near: boolean | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        const nowNear = entries.some((entry) => entry.isIntersecting);
        if (nowNear && near === false && !swiper.destroyed) swiper.slideTo(0, 0);
        near = nowNear;
      },
      { rootMargin: SLIDER_RESET_ROOT_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [swiper, resetWhenNear]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = KEY_ACTIONS[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    if (TEXT_ENTRY.test((event.target as HTMLElement).tagName)) return;
    event.preventDefault();
    control(action);
  };

  // Tabbing to a card outside the view brings its slide into view.
  const handleFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!swiper || swiper.destroyed) return;
    const slide = (event.target as HTMLElement).closest<HTMLElement>('.swiper-slide');
    if (!slide) return;
    const index = swiper.slides.indexOf(slide);
    const perView = swiper.slidesPerViewDynamic();
    if (index >= 0 && (index < swiper.activeIndex || index >= swiper.activeIndex + perView)) {
      swiper.slideTo(index);
    }
  };

  const trackStyle = {
    '--slider-per-view-sm': perView.sm,
    '--slider-per-view-md': perView.md,
    '--slider-per-view-lg': perView.lg,
    '--slider-gap': `${spaceBetween}px`,
  } as CSSProperties;
  const slideProps = (index: number) => ({
    role: 'group',
    'aria-roledescription': t('slider.slideRoleDescription'),
    'aria-label': t('slider.slideOf', { index: index + 1, total: count }),
  });

  const showPagination = count > paginationMinItems;
  const showBullets = bullets && showPagination && state.pages > SLIDER_BULLETS_MIN_PAGES;

  return (
    <div
      ref={rootRef}
      role="group"
      className={[styles['slider'], className].filter(Boolean).join(' ')}
      aria-roledescription={t('slider.roleDescription')}
      aria-label={label}
      onKeyDown={handleKeyDown}
      onFocus={(event) => {
        startLoading();
        handleFocus(event);
      }}
      onPointerEnter={startLoading}
      onPointerDown={startLoading}
    >
      {/* Swiper's own markup: the same look before Swiper starts on it, and no script. */}
      <div
        ref={containerRef}
        className={`swiper ${styles['swiper']} ${loadOn === 'use' ? styles['native'] : ''}`}
        style={trackStyle}
        onScroll={loadOn === 'use' ? startLoading : undefined}
      >
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div key={index} className={`swiper-slide ${styles['slide']}`} {...slideProps(index)}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {showPagination && (
        <div className={styles['controls']}>
          <button
            type="button"
            className={styles['arrow']}
            aria-label={t('slider.previous')}
            aria-disabled={state.beginning}
            onClick={() => control((current) => current.slidePrev())}
          >
            <Icon name="arrow-left" />
          </button>
          {showBullets && (
            <ul className={styles['bullets']} aria-label={t('slider.pagination')}>
              {Array.from({ length: state.pages }, (_, page) => (
                <li key={page}>
                  <button
                    type="button"
                    className={styles['bullet']}
                    aria-label={t('slider.goTo', { index: page + 1 })}
                    aria-current={page === state.page ? 'true' : undefined}
                    onClick={() => control((current) => current.slideTo(page))}
                  />
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className={styles['arrow']}
            aria-label={t('slider.next')}
            aria-disabled={state.end}
            onClick={() => control((current) => current.slideNext())}
          >
            <Icon name="arrow-right" />
          </button>
        </div>
      )}
    </div>
  );
}
