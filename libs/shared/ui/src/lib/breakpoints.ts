/** Spec §9 breakpoints, in px, for `matchMedia`; the Sass mixins use the same numbers. */
export const breakpoints = {
  smMax: 767,
  mdMax: 1199,
  /** Picture sources: mobile up to 767, tablet default 1179. */
  pictureMobileMax: 767,
  pictureTabletMax: 1179,
} as const;

export type BreakpointName = 'sm' | 'md' | 'lg';

export function breakpointFor(width: number): BreakpointName {
  if (width <= breakpoints.smMax) return 'sm';
  if (width <= breakpoints.mdMax) return 'md';
  return 'lg';
}
