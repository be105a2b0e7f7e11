import { useEffect, useState } from 'react';
import { mediaQueryList } from './useMediaQuery';

/** Spec §4, §9: the mobile header hides or shows after a scroll of at least 100 px … */
export const HEADER_TOGGLE_DELTA = 100;
/** … within 200 ms … */
export const HEADER_TOGGLE_WINDOW_MS = 200;
/** … judged on the last 30 scroll samples. */
export const HEADER_TOGGLE_SAMPLES = 30;

export type ScrollDirection = 'up' | 'down';

export interface ScrollDirectionOptions {
  delta: number;
  windowMs: number;
  samples: number;
}

const defaults: ScrollDirectionOptions = {
  delta: HEADER_TOGGLE_DELTA,
  windowMs: HEADER_TOGGLE_WINDOW_MS,
  samples: HEADER_TOGGLE_SAMPLES,
};

/**
 * Keeps the last scroll samples (position and time) and reports a direction once the page moved
 * by `delta` px or more within `windowMs`: a slow drift or a small jiggle changes nothing.
 */
export class ScrollDirectionTracker {
  private samples: { y: number; time: number }[] = [];

  constructor(private readonly options: ScrollDirectionOptions = defaults) {}

  /** Adds a sample; returns the direction when this sample completes a qualifying move. */
  push(y: number, time: number): ScrollDirection | null {
    this.samples.push({ y, time });
    if (this.samples.length > this.options.samples) this.samples.shift();
    const recent = this.samples.find((sample) => time - sample.time <= this.options.windowMs);
    if (!recent) return null;
    const moved = y - recent.y;
    if (Math.abs(moved) < this.options.delta) return null;
    // A decided move starts a new window.
    this.samples = [{ y, time }];
    return moved > 0 ? 'down' : 'up';
  }

  /** How many samples are kept now (at most `samples`). */
  get size(): number {
    return this.samples.length;
  }
}

/**
 * Whether the mobile header is hidden: on screens that match `query` (the phone widths),
 * scrolling down fast hides it, scrolling up fast shows it, and it always shows near the top of
 * the page. Elsewhere, while `paused` (its menu is open) and without `matchMedia` it is never
 * hidden. The width is checked when the page scrolls, not rendered: the header's markup is the
 * same at hydration on every screen, so hydrating changes nothing.
 */
export function useHiddenOnScrollDown(query: string, paused = false): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (paused || typeof window.matchMedia !== 'function') return undefined;
    const list = mediaQueryList(query);
    const tracker = new ScrollDirectionTracker();
    const onScroll = () => {
      const y = window.scrollY;
      if (!list.matches || y < HEADER_TOGGLE_DELTA) {
        setHidden(false);
        return;
      }
      const direction = tracker.push(y, Date.now());
      if (direction) setHidden(direction === 'down');
    };
    const onWidth = () => {
      if (!list.matches) setHidden(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    list.addEventListener('change', onWidth);
    return () => {
      window.removeEventListener('scroll', onScroll);
      list.removeEventListener('change', onWidth);
    };
  }, [query, paused]);
  return !paused && hidden;
}
