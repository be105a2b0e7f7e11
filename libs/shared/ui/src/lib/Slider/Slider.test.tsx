import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { I18nProvider } from '@corp/shared/i18n';
import type { Locale } from '@corp/shared/i18n';
import type { SliderProps } from './Slider';
import {
  SLIDER_BULLETS_MIN_PAGES,
  SLIDER_LOAD_ROOT_MARGIN,
  SLIDER_PAGINATION_MIN_ITEMS,
  SLIDER_RESET_ROOT_MARGIN,
  SLIDER_SPACE_BETWEEN,
  SLIDER_UPDATE_DELAY_MS,
  Slider,
} from './Slider';

/** jsdom has no layout: give every element a width so Swiper can measure its pages. */
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

// The slider loads Swiper itself; compile it once before the tests, which wait for it (1 s).
beforeAll(() => import('./swiper-core'));

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve = jest.fn();
  disconnect = jest.fn();
  takeRecords() {
    return [];
  }
  /** The browser reporting whether the (margin-extended) viewport reaches the slider. */
  report(isIntersecting: boolean) {
    const entries = this.observed.map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    act(() => this.callback(entries, this as unknown as IntersectionObserver));
  }
}

/** The observer that loads Swiper, and the one that resets the slider (spec §4). */
const loadObserver = () =>
  FakeIntersectionObserver.instances.find(
    (observer) => observer.options.rootMargin === SLIDER_LOAD_ROOT_MARGIN,
  );
const resetObservers = () =>
  FakeIntersectionObserver.instances.filter(
    (observer) => observer.options.rootMargin === SLIDER_RESET_ROOT_MARGIN,
  );

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  window.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof window.IntersectionObserver;
});

afterEach(() => {
  jest.useRealTimers();
});

const names = ['Dispatcher', 'Mining MES', 'Flow', 'Geonaft', 'Robodrill'];

/** Renders a slider of the five products' links as it is, without waiting; returns the slider. */
function renderProducts(props: Partial<SliderProps>): HTMLElement {
  render(
    <I18nProvider locale="en">
      <Slider label="Products" {...props}>
        {names.map((name) => (
          <a key={name} href={`/product/${name}/`}>
            {name}
          </a>
        ))}
      </Slider>
    </I18nProvider>,
  );
  return screen.getByRole('group', { name: 'Products' });
}

/** Renders the slider and waits for Swiper, which it loads on its own (see SLIDER_LOAD_ROOT_MARGIN). */
async function renderSlider(
  count: number,
  props: Partial<SliderProps> = {},
  locale: Locale = 'en',
): Promise<{ swiper: () => SwiperInstance }> {
  let instance: SwiperInstance | undefined;
  const onSwiper = props.onSwiper;
  render(
    <I18nProvider locale={locale}>
      <Slider
        label="Products"
        {...props}
        onSwiper={(swiper) => {
          instance = swiper;
          onSwiper?.(swiper);
        }}
      >
        {names.slice(0, count).map((name) => (
          <a key={name} href={`/product/${name}/`}>
            {name}
          </a>
        ))}
      </Slider>
    </I18nProvider>,
  );
  loadObserver()?.report(true);
  await waitFor(() => {
    if (!instance) throw new Error('Swiper did not initialise');
  });
  return {
    swiper: () => {
      if (!instance) throw new Error('Swiper did not initialise');
      return instance;
    },
  };
}

function currentBullet() {
  return within(screen.getByRole('list', { name: 'Choose a slide' }))
    .getAllByRole('button')
    .find((button) => button.getAttribute('aria-current') === 'true');
}

describe('Slider', () => {
  it('keeps the spec §9 thresholds', () => {
    expect(SLIDER_SPACE_BETWEEN).toBe(18);
    expect(SLIDER_PAGINATION_MIN_ITEMS).toBe(3);
    expect(SLIDER_BULLETS_MIN_PAGES).toBe(1);
    expect(SLIDER_UPDATE_DELAY_MS).toBe(500);
    expect(SLIDER_RESET_ROOT_MARGIN).toBe('1000px');
  });

  it('is a labelled carousel of labelled slides, 18 px apart', async () => {
    const { swiper } = await renderSlider(3);
    const carousel = screen.getByRole('group', { name: 'Products' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(swiper().params.spaceBetween).toBe(18);
  });

  it('shows no arrows or bullets for three items or fewer', async () => {
    await renderSlider(3);
    expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a slide' })).not.toBeInTheDocument();
  });

  it('shows arrows and one bullet per page when there are more than three items', async () => {
    await renderSlider(4);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const bullets = within(screen.getByRole('list', { name: 'Choose a slide' })).getAllByRole(
      'button',
    );
    expect(bullets.map((bullet) => bullet.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
      'Go to slide 4',
    ]);
  });

  it('hides the bullets when every slide fits on one page', async () => {
    await renderSlider(4, { slidesPerView: { sm: 4 } });
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Choose a slide' })).not.toBeInTheDocument();
  });

  it('counts pages by slides per view: four items three to a page make two bullets', async () => {
    await renderSlider(4, { slidesPerView: { sm: 3 } });
    expect(
      within(screen.getByRole('list', { name: 'Choose a slide' })).getAllByRole('button'),
    ).toHaveLength(2);
  });

  it('shows three cards per page on wide screens (from 1200 px)', async () => {
    window.matchMedia = jest.fn().mockImplementation((query: string) => {
      const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
      return {
        matches: minWidth !== undefined && 1400 >= Number(minWidth),
        media: query,
        addEventListener: jest.fn(),
        removeEventListener: jest.fn(),
      };
    });
    try {
      const { swiper } = await renderSlider(5);
      expect(swiper().params.slidesPerView).toBe(3);
      // Five cards, three per page: three positions.
      expect(
        within(screen.getByRole('list', { name: 'Choose a slide' })).getAllByRole('button'),
      ).toHaveLength(3);
    } finally {
      // jsdom has no matchMedia of its own.
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('moves with the arrows and the bullets, and disables an arrow at either end', async () => {
    const user = userEvent.setup();
    const onActiveIndexChange = jest.fn();
    await renderSlider(4, { onActiveIndexChange });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(currentBullet()).toHaveAccessibleName('Go to slide 1');

    await user.click(next);
    expect(currentBullet()).toHaveAccessibleName('Go to slide 2');
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    expect(onActiveIndexChange).toHaveBeenLastCalledWith(1);

    await user.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(currentBullet()).toHaveAccessibleName('Go to slide 4');
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.click(previous);
    expect(currentBullet()).toHaveAccessibleName('Go to slide 3');
  });

  it('follows the arrow, Home and End keys while focus is inside', async () => {
    const user = userEvent.setup();
    await renderSlider(5);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Dispatcher' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(currentBullet()).toHaveAccessibleName('Go to slide 2');
    await user.keyboard('{End}');
    expect(currentBullet()).toHaveAccessibleName('Go to slide 5');
    await user.keyboard('{ArrowLeft}');
    expect(currentBullet()).toHaveAccessibleName('Go to slide 4');
    await user.keyboard('{Home}');
    expect(currentBullet()).toHaveAccessibleName('Go to slide 1');
  });

  it('brings a slide into view when focus moves to it', async () => {
    const user = userEvent.setup();
    await renderSlider(5);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Mining MES' })).toHaveFocus();
    expect(currentBullet()).toHaveAccessibleName('Go to slide 2');
    await user.tab({ shift: true });
    expect(currentBullet()).toHaveAccessibleName('Go to slide 1');
  });

  it('labels its controls in the page language', async () => {
    await renderSlider(4, {}, 'ru');
    expect(screen.getByRole('button', { name: 'Предыдущий слайд' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Следующий слайд' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Перейти к слайду 2' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Products' })).toHaveAttribute(
      'aria-roledescription',
      'карусель',
    );
  });

  it('calls swiper.update() 500 ms after init', async () => {
    jest.useFakeTimers();
    const update = jest.fn();
    await renderSlider(4, {
      onSwiper: (swiper) => {
        jest.spyOn(swiper, 'update').mockImplementation(update);
      },
    });
    act(() => jest.advanceTimersByTime(SLIDER_UPDATE_DELAY_MS - 1));
    expect(update).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('goes back to the first slide when it comes within 1000 px of the viewport', async () => {
    const user = userEvent.setup();
    await renderSlider(5);
    const [observer] = resetObservers();
    expect(SLIDER_RESET_ROOT_MARGIN).toBe('1000px');
    expect(observer?.observed).toEqual([screen.getByRole('group', { name: 'Products' })]);

    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    observer?.report(false);
    expect(currentBullet()).toHaveAccessibleName('Go to slide 3');

    observer?.report(true);
    expect(currentBullet()).toHaveAccessibleName('Go to slide 1');
  });

  it('keeps the slide chosen when it is near already as Swiper starts, resets on a return', async () => {
    const user = userEvent.setup();
    await renderSlider(5);
    const [observer] = resetObservers();
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    // The observer's first report: the slider is near the viewport, as it was all along.
    observer?.report(true);
    expect(currentBullet()).toHaveAccessibleName('Go to slide 3');

    observer?.report(false);
    observer?.report(true);
    expect(currentBullet()).toHaveAccessibleName('Go to slide 1');
  });

  it('acts on an arrow pressed before Swiper has loaded, once it has', async () => {
    const user = userEvent.setup();
    const onActiveIndexChange = jest.fn();
    const slider = renderProducts({ onActiveIndexChange });
    expect(slider.querySelector('.swiper-initialized')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentBullet()).toHaveAccessibleName('Go to slide 2'));
    expect(onActiveIndexChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('shows its slides in Swiper’s markup and loads Swiper only when it nears the viewport', async () => {
    const onSwiper = jest.fn();
    const slider = renderProducts({ onSwiper });
    // Before: every slide is there and labelled, nothing of Swiper has run.
    expect(within(slider).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('group', { name: '1 of 5' })).toBeInTheDocument();
    expect(slider.querySelector('.swiper-initialized')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(onSwiper).not.toHaveBeenCalled();
    expect(loadObserver()?.observed).toEqual([slider]);

    loadObserver()?.report(true);
    await waitFor(() => expect(onSwiper).toHaveBeenCalledTimes(1));
    expect(slider.querySelector('.swiper-initialized')).not.toBeNull();
    expect(within(slider).getAllByRole('link')).toHaveLength(5);
  });

  describe('loading Swiper on use (loadOn "use")', () => {
    it('does not load Swiper near the viewport, shows its bullets, and loads it on a pointer', async () => {
      const user = userEvent.setup();
      const onSwiper = jest.fn();
      const slider = renderProducts({ loadOn: 'use', onSwiper });
      expect(loadObserver()).toBeUndefined();
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(onSwiper).not.toHaveBeenCalled();
      // jsdom's window is 1024 px wide: two slides per view, so four pages of five slides.
      expect(
        within(screen.getByRole('list', { name: 'Choose a slide' })).getAllByRole('button'),
      ).toHaveLength(4);
      expect(currentBullet()).toHaveAccessibleName('Go to slide 1');

      await user.hover(slider);
      await waitFor(() => expect(onSwiper).toHaveBeenCalledTimes(1));
      expect(slider.querySelector('.swiper-initialized')).not.toBeNull();
      expect(currentBullet()).toHaveAccessibleName('Go to slide 1');
    });

    it('starts Swiper on the slide its track was scrolled to natively', async () => {
      const onSwiper = jest.fn();
      const slider = renderProducts({ loadOn: 'use', onSwiper });
      const track = slider.querySelector<HTMLElement>('.swiper');
      if (!track) throw new Error('no track');
      // The visitor swiped the track two slides on (340 px each) before any script loaded.
      track.querySelectorAll<HTMLElement>('.swiper-slide').forEach((slide, index) => {
        slide.getBoundingClientRect = () => ({ left: index * 340 - track.scrollLeft }) as DOMRect;
      });
      track.getBoundingClientRect = () => ({ left: 0 }) as DOMRect;
      track.scrollLeft = 690;
      act(() => {
        track.dispatchEvent(new Event('scroll'));
      });
      await waitFor(() => expect(onSwiper).toHaveBeenCalledTimes(1));
      expect(track.scrollLeft).toBe(0);
      expect(currentBullet()).toHaveAccessibleName('Go to slide 3');
    });
  });

  it('can keep its position when the reset is turned off', async () => {
    await renderSlider(5, { resetWhenNear: false, initialIndex: 2 });
    expect(resetObservers()).toHaveLength(0);
    expect(currentBullet()).toHaveAccessibleName('Go to slide 3');
  });
});
