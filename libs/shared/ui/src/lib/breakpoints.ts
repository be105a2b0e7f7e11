/** Spec §9 breakpoints, in px, for `matchMedia`; the Sass mixins use the same numbers. */
export const breakpoints = {
  smMax: 767,
  mdMax: 1199,
  /** Picture sources: mobile up to 767, tablet default 1179. */
  pictureMobileMax: 767,
  pictureTabletMax: 1179,
} as const;

export type BreakpointName = 'sm' | 'md' | 'lg';

/** Media queries for `matchMedia`, matching the Sass mixins `sm`, `md` (and below), `lg`. */
export const mediaQueries: Readonly<Record<BreakpointName, string>> = {
  sm: `(max-width: ${breakpoints.smMax}px)`,
  md: `(max-width: ${breakpoints.mdMax}px)`,
  lg: `(min-width: ${breakpoints.mdMax + 1}px)`,
};

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function breakpointFor(width: number): BreakpointName {
  if (width <= breakpoints.smMax) return 'sm';
  if (width <= breakpoints.mdMax) return 'md';
  return 'lg';
}

/** True when the visitor asked for less motion; false on the server and without `matchMedia`. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(reducedMotionQuery).matches
  );
}
