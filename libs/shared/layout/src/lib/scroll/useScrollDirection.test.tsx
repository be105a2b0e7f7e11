import { act, render, screen } from '@testing-library/react';
import { mockMatchMedia, scrollWindowTo } from '../Layouts/layout.test-support';
import {
  HEADER_TOGGLE_DELTA,
  HEADER_TOGGLE_SAMPLES,
  HEADER_TOGGLE_WINDOW_MS,
  ScrollDirectionTracker,
  useHiddenOnScrollDown,
} from './useScrollDirection';

describe('ScrollDirectionTracker', () => {
  it('uses the constants of spec §9: 100 px within 200 ms, 30 samples', () => {
    expect([HEADER_TOGGLE_DELTA, HEADER_TOGGLE_WINDOW_MS, HEADER_TOGGLE_SAMPLES]).toEqual([
      100, 200, 30,
    ]);
  });

  it('reports a direction once the page moved 100 px within 200 ms', () => {
    const tracker = new ScrollDirectionTracker();
    expect(tracker.push(500, 0)).toBeNull();
    expect(tracker.push(550, 80)).toBeNull();
    expect(tracker.push(599, 150)).toBeNull();
    expect(tracker.push(600, 200)).toBe('down');
    expect(tracker.push(550, 250)).toBeNull();
    expect(tracker.push(500, 300)).toBe('up');
  });

  it('ignores a slow drift: 100 px spread over more than 200 ms', () => {
    const tracker = new ScrollDirectionTracker();
    for (let step = 0; step <= 10; step += 1) {
      expect(tracker.push(1000 + step * 15, step * 100)).toBeNull();
    }
  });

  it('keeps no more than 30 samples', () => {
    const tracker = new ScrollDirectionTracker();
    for (let step = 0; step < 50; step += 1) tracker.push(1000 + (step % 2), step);
    expect(tracker.size).toBe(30);
  });
});

const phoneQuery = '(max-width: 767px)';

function Probe({ paused = false }: { paused?: boolean }) {
  return <p>{useHiddenOnScrollDown(phoneQuery, paused) ? 'hidden' : 'shown'}</p>;
}

describe('useHiddenOnScrollDown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockMatchMedia((query) => query === phoneQuery);
    scrollWindowTo(0);
  });
  afterEach(() => jest.useRealTimers());

  const scrollAt = (y: number, afterMs: number) =>
    act(() => {
      jest.advanceTimersByTime(afterMs);
      scrollWindowTo(y);
    });

  it('hides on a fast scroll down and shows on a fast scroll up', () => {
    render(<Probe />);
    scrollAt(400, 0);
    scrollAt(450, 50);
    expect(screen.getByText('shown')).toBeInTheDocument();
    scrollAt(520, 50);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    scrollAt(480, 1000);
    scrollAt(410, 100);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    scrollAt(300, 50);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('stays shown on a slow scroll down', () => {
    render(<Probe />);
    for (let y = 200; y < 1200; y += 30) scrollAt(y, 100);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('always shows near the top of the page', () => {
    render(<Probe />);
    scrollAt(300, 0);
    scrollAt(500, 100);
    expect(screen.getByText('hidden')).toBeInTheDocument();
    scrollAt(60, 5000);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('never hides on screens the query does not match (wide screens)', () => {
    mockMatchMedia(() => false);
    render(<Probe />);
    scrollAt(300, 0);
    scrollAt(900, 100);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });

  it('never hides while paused (the menu is open)', () => {
    render(<Probe paused />);
    scrollAt(300, 0);
    scrollAt(900, 100);
    expect(screen.getByText('shown')).toBeInTheDocument();
  });
});
