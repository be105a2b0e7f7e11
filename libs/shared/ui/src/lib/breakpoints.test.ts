import { breakpointFor } from './breakpoints';

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
