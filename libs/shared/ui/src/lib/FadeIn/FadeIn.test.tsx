import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FadeIn, startFadeIns } from './FadeIn';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  enter(isIntersecting = true) {
    act(() => this.callback([{ isIntersecting, target: this.observed[0] }]));
  }
}

const region = () => screen.getByText('Our flagship products').parentElement;

describe('FadeIn', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    FakeIntersectionObserver.instances = [];
    Reflect.deleteProperty(window, 'IntersectionObserver');
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true });
  });

  /** An observer, and the content starting at `top` px (below jsdom's 768 px window by default). */
  const install = (top = 2000) => {
    Object.defineProperty(window, 'IntersectionObserver', {
      value: FakeIntersectionObserver,
      configurable: true,
    });
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top,
      bottom: top + 100,
      left: 0,
      right: 0,
      width: 0,
      height: 100,
    } as DOMRect);
  };

  it('renders the content visible on the server', () => {
    const html = renderToString(
      <FadeIn>
        <p>Our flagship products</p>
      </FadeIn>,
    );
    expect(html).toContain('data-state="static"');
    expect(html).toContain('Our flagship products');
  });

  it('leaves the content alone without IntersectionObserver', () => {
    render(
      <FadeIn>
        <p>Our flagship products</p>
      </FadeIn>,
    );
    expect(region()).toHaveAttribute('data-state', 'static');
  });

  it('hides the content until it enters the viewport, then reveals it once', () => {
    install();
    render(
      <FadeIn>
        <p>Our flagship products</p>
      </FadeIn>,
    );
    const [observer] = FakeIntersectionObserver.instances;
    expect(region()).toHaveAttribute('data-state', 'hidden');
    expect(observer?.observed).toEqual([region()]);
    observer?.enter(false);
    expect(region()).toHaveAttribute('data-state', 'hidden');
    observer?.enter();
    expect(region()).toHaveAttribute('data-state', 'shown');
    expect(observer?.disconnected).toBe(true);
  });

  it('leaves content that is already in the window when the page starts as it was painted', () => {
    install(300);
    render(
      <FadeIn>
        <p>Our flagship products</p>
      </FadeIn>,
    );
    expect(region()).toHaveAttribute('data-state', 'static');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('starts when the content has risen into the window, however tall the content is', () => {
    install();
    render(
      <FadeIn threshold={0.2}>
        <p>Our flagship products</p>
      </FadeIn>,
    );
    // A share of the window's height, not of the content's (which a tall list never reaches).
    expect(FakeIntersectionObserver.instances[0]?.options).toEqual({
      rootMargin: '0px 0px -20% 0px',
    });
  });

  it('waits the optional delay after entering the viewport', () => {
    jest.useFakeTimers();
    try {
      install();
      render(
        <FadeIn delayMs={400}>
          <p>Our flagship products</p>
        </FadeIn>,
      );
      FakeIntersectionObserver.instances[0]?.enter();
      act(() => jest.advanceTimersByTime(399));
      expect(region()).toHaveAttribute('data-state', 'hidden');
      act(() => jest.advanceTimersByTime(1));
      expect(region()).toHaveAttribute('data-state', 'shown');
    } finally {
      jest.useRealTimers();
    }
  });

  it('never hides the content for visitors who prefer reduced motion', () => {
    install();
    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }),
      configurable: true,
    });
    render(
      <FadeIn>
        <p>Our flagship products</p>
      </FadeIn>,
    );
    expect(region()).toHaveAttribute('data-state', 'static');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('stops observing when removed', () => {
    install();
    const { unmount } = render(
      <FadeIn>
        <p>Our flagship products</p>
      </FadeIn>,
    );
    unmount();
    expect(FakeIntersectionObserver.instances[0]?.disconnected).toBe(true);
  });

  describe('startFadeIns (an island page: the server HTML, never hydrated)', () => {
    const serve = (html: string) => {
      document.body.innerHTML = html;
    };

    it('hides a fade-in below the fold and reveals it, after its delay, when it comes into view', () => {
      jest.useFakeTimers();
      install();
      serve(
        renderToString(
          <FadeIn delayMs={200}>
            <p>Our flagship products</p>
          </FadeIn>,
        ),
      );
      startFadeIns();
      expect(region()).toHaveAttribute('data-state', 'hidden');
      const [observer] = FakeIntersectionObserver.instances;
      observer?.enter();
      expect(observer?.disconnected).toBe(true);
      expect(region()).toHaveAttribute('data-state', 'hidden');
      act(() => jest.advanceTimersByTime(200));
      expect(region()).toHaveAttribute('data-state', 'shown');
      jest.useRealTimers();
    });

    it('leaves content in view, and a fade-in inside an island (React’s), as painted', () => {
      install(100);
      serve(
        renderToString(
          <FadeIn>
            <p>Our flagship products</p>
          </FadeIn>,
        ),
      );
      startFadeIns();
      expect(region()).toHaveAttribute('data-state', 'static');
      install();
      serve(
        `<div data-island="x">${renderToString(
          <FadeIn>
            <p>Our flagship products</p>
          </FadeIn>,
        )}</div>`,
      );
      startFadeIns();
      expect(region()).toHaveAttribute('data-state', 'static');
      expect(FakeIntersectionObserver.instances).toHaveLength(0);
    });
  });
});
