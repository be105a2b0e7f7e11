import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { prefersReducedMotion } from '../breakpoints';
import styles from './FadeIn.module.scss';

export interface FadeInProps {
  children: ReactNode;
  /** Wait this long after the content enters the viewport before revealing it. */
  delayMs?: number;
  /**
   * Share of the window's height (0–1), from its bottom edge, that the content must rise above
   * to start. A share of the window, not of the content: content taller than the window would
   * never show a share of its own height (the partner list on a phone is 5,500 px tall).
   */
  threshold?: number;
  className?: string;
}

/**
 * 'static': never hidden (server render, no IntersectionObserver, reduced motion);
 * 'hidden': waiting to enter the viewport; 'shown': revealed with a fade.
 */
type FadeState = 'static' | 'hidden' | 'shown';

const stateClass: Record<FadeState, string | undefined> = {
  static: undefined,
  hidden: styles['hidden'],
  shown: styles['shown'],
};

/**
 * Fades content in when it scrolls into view (spec §4). The server and the first render show
 * the content as is, so it stays readable without JavaScript or IntersectionObserver; the
 * content is hidden only once an observer is watching it, and only when it starts below the
 * window's fold (content already in view stays as painted).
 */
export function FadeIn({ children, delayMs = 0, threshold = 0.15, className }: FadeInProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<FadeState>('static');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) {
      return undefined;
    }
    // Content already on screen when the page starts stays as it was painted: hiding it would
    // blink what the visitor is reading (and may be pressing) and repaint it later.
    if (element.getBoundingClientRect().top < window.innerHeight * (1 - threshold)) {
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const reveal = () => setState('shown');
        if (delayMs > 0) timer = setTimeout(reveal, delayMs);
        else reveal();
      },
      { rootMargin: `0px 0px ${-Math.round(threshold * 100)}% 0px` },
    );
    setState('hidden');
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [delayMs, threshold]);

  return (
    <div
      ref={ref}
      data-state={state}
      {...{ [FADE_IN_ATTRIBUTE]: '', 'data-delay': delayMs || undefined }}
      data-threshold={threshold === 0.15 ? undefined : threshold}
      className={[stateClass[state], className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}

/** Marks a `FadeIn`'s element (`startFadeIns`). */
export const FADE_IN_ATTRIBUTE = 'data-fade-in';

/**
 * What `FadeIn` does, for the fade-ins of a page that does not hydrate them (an island page, ADR
 * 0032; the server's HTML, outside any island): each below the fold is hidden and revealed as it
 * scrolls into view, with its delay and threshold (`data-delay`, `data-threshold`).
 */
export function startFadeIns(root: ParentNode = document): void {
  if (typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
  for (const element of root.querySelectorAll<HTMLElement>(`[${FADE_IN_ATTRIBUTE}]`)) {
    // A fade-in inside an island is React's.
    if (element.closest('[data-island]')) continue;
    const delayMs = Number(element.dataset['delay'] ?? 0);
    const threshold = Number(element.dataset['threshold'] ?? 0.15);
    if (element.getBoundingClientRect().top < window.innerHeight * (1 - threshold)) continue;
    const show = (state: 'hidden' | 'shown') => {
      element.dataset['state'] = state;
      element.classList.toggle(styles['hidden'] as string, state === 'hidden');
      element.classList.toggle(styles['shown'] as string, state === 'shown');
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        if (delayMs > 0) setTimeout(() => show('shown'), delayMs);
        else show('shown');
      },
      { rootMargin: `0px 0px ${-Math.round(threshold * 100)}% 0px` },
    );
    show('hidden');
    observer.observe(element);
  }
}
