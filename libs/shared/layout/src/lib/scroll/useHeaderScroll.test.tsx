import { act, render, screen } from '@testing-library/react';
import { mockMatchMedia, scrollWindowTo } from '../Layouts/layout.test-support';
import {
  COMPACT_HEADER_MAX_WIDTH,
  HEADER_COMPACT_AFTER,
  HEADER_DARK_AFTER,
  compactHeaderQuery,
  headerScrollLevel,
  useHeaderScroll,
} from './useHeaderScroll';

function Probe() {
  const { compact, dark } = useHeaderScroll();
  return <p>{`${compact ? 'compact' : 'full'} ${dark ? 'dark' : 'clear'}`}</p>;
}

describe('header scroll state', () => {
  it('uses the thresholds of spec §4 and §9', () => {
    expect([HEADER_COMPACT_AFTER, HEADER_DARK_AFTER, COMPACT_HEADER_MAX_WIDTH]).toEqual([
      2, 36, 1435,
    ]);
    expect(compactHeaderQuery).toBe('(max-width: 1435px)');
    expect([0, 2, 3, 36, 37, 900].map(headerScrollLevel)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('turns compact after 2 px and dark after 36 px of scroll on a wide window', () => {
    mockMatchMedia(() => false);
    scrollWindowTo(0);
    render(<Probe />);
    expect(screen.getByText('full clear')).toBeInTheDocument();
    act(() => scrollWindowTo(3));
    expect(screen.getByText('compact clear')).toBeInTheDocument();
    act(() => scrollWindowTo(37));
    expect(screen.getByText('compact dark')).toBeInTheDocument();
    act(() => scrollWindowTo(0));
    expect(screen.getByText('full clear')).toBeInTheDocument();
  });

  it('is compact at widths up to 1435 px whatever the scroll', () => {
    mockMatchMedia((query) => query === compactHeaderQuery);
    scrollWindowTo(0);
    render(<Probe />);
    expect(screen.getByText('compact clear')).toBeInTheDocument();
  });
});
