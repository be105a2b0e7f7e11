// What an island part (ADR 0032) may load of the page parts without their barrel, whose
// `SiteLink` and `site-path` reach React Router through the layout's and document's barrels.
export { CardGrid } from './lib/CardGrid/CardGrid';
export type { CardGridColumns, CardGridProps } from './lib/CardGrid/CardGrid';
