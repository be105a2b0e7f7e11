import { useEffect, useState } from 'react';

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
 * Whether the mobile header is hidden: scrolling down fast hides it, scrolling up fast shows it,
 * and it always shows near the top of the page. Off (`enabled` false) it is never hidden.
 */
export function useHiddenOnScrollDown(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return undefined;
    const tracker = new ScrollDirectionTracker();
    const onScroll = () => {
      const y = window.scrollY;
      if (y < HEADER_TOGGLE_DELTA) {
        setHidden(false);
        return;
      }
      const direction = tracker.push(y, Date.now());
      if (direction) setHidden(direction === 'down');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return enabled && hidden;
}
