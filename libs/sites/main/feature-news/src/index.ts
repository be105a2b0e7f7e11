// Pages
export * from './lib/MediaListPage/MediaListPage';
export * from './lib/MediaItemPage/MediaItemPage';
export * from './lib/PodcastsPage/PodcastsPage';
export * from './lib/PodcastPage/PodcastPage';
export * from './lib/WebinarsPage/WebinarsPage';
export * from './lib/EventsPage/EventsPage';
export * from './lib/EventPage/EventPage';
export * from './lib/CasesPage/CasesPage';
export * from './lib/CasePage/CasePage';
// Widgets other pages may use (the home page's events promo, cards, lists)
export * from './lib/EventsPromo/EventsPromo.island';
export * from './lib/EventCard/EventCard';
export * from './lib/MediaCard/MediaCard';
export * from './lib/MediaList/MediaList.island';
export * from './lib/PodcastCard/PodcastCard';
export * from './lib/WebinarCard/WebinarCard';
export * from './lib/CaseCard/CaseCard';
// Rules and helpers
export * from './lib/util/dates';
export * from './lib/util/words';
export * from './lib/util/other-releases';
export * from './lib/util/paths';
export * from './lib/util/media-list-state';
export * from './lib/util/list-args';
export * from './lib/util/products';
export { useNewsTexts } from './lib/texts/news-texts';
export { newsText } from './lib/texts/news-texts';
export type { NewsTextKey } from './lib/texts/news-texts';
export type * from './lib/loaders/page-loader.server';
export type * from './lib/loaders/media-loaders.server';
export type * from './lib/loaders/podcast-loaders.server';
export type * from './lib/loaders/event-loaders.server';
export type * from './lib/loaders/case-loaders.server';
