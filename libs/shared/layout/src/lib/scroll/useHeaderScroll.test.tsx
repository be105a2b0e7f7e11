import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen } from '@testing-library/react';
import { mockMatchMedia, scrollWindowTo } from '../Layouts/layout.test-support';
import {
  COMPACT_HEADER_MAX_WIDTH,
  HEADER_COMPACT_AFTER,
  HEADER_DARK_AFTER,
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

  it('leaves the width to the stylesheet: compact up to 1435 px there, whatever the scroll', () => {
    // The hook reports the scroll only, so the header's markup is the same at hydration and
    // after it on every screen; the width part is MainHeader.module.scss's media query.
    const stylesheet = readFileSync(
      join(__dirname, '../MainHeader/MainHeader.module.scss'),
      'utf8',
    );
    expect(stylesheet).toContain(`$compact-max: ${COMPACT_HEADER_MAX_WIDTH}px;`);
    expect(stylesheet).toMatch(/@media \(max-width: \$compact-max\) \{\s*height: 64px;/);
    mockMatchMedia(() => true);
    scrollWindowTo(0);
    render(<Probe />);
    expect(screen.getByText('full clear')).toBeInTheDocument();
  });
});
