import { breakpointFor, mediaQueries, prefersReducedMotion } from './breakpoints';

describe('breakpointFor', () => {
  it.each([
    [320, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1199, 'md'],
    [1200, 'lg'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointFor(width)).toBe(name);
  });
});

describe('mediaQueries', () => {
  it('match the Sass mixins', () => {
    expect(mediaQueries).toEqual({
      sm: '(max-width: 767px)',
      md: '(max-width: 1199px)',
      lg: '(min-width: 1200px)',
    });
  });
});

describe('prefersReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    Object.defineProperty(window, 'matchMedia', { value: original, configurable: true });
  });

  it('is false without matchMedia', () => {
    // jsdom has no matchMedia.
    Object.defineProperty(window, 'matchMedia', { value: undefined, configurable: true });
    expect(prefersReducedMotion()).toBe(false);
  });

  it('follows the reduced-motion media query', () => {
    const matchMedia = jest.fn((query: string) => ({ matches: query.includes('reduce') }));
    Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
    expect(prefersReducedMotion()).toBe(true);
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
  });
});
