// The interactive parts of the main site's news pages (ADR 0032), by the names their `Island`s
// give, for the main app's islands entry: each loads only on a page that has it. Nothing here
// imports React Router.
import { lazyPart } from '@corp/shared/document/islands';

export const newsIslands = {
  'news-cases': lazyPart(() =>
    import('./lib/CasesPage/CasesBrowser').then((module) => module.CasesBrowser),
  ),
  'news-events': lazyPart(() =>
    import('./lib/EventsPage/EventsBrowser').then((module) => module.EventsBrowser),
  ),
  'news-events-promo': lazyPart(() =>
    import('./lib/EventsPromo/EventsPromo').then((module) => module.EventsPromo),
  ),
  'news-media-list': lazyPart(() =>
    import('./lib/MediaList/MediaList').then((module) => module.MediaList),
  ),
  'news-video': lazyPart(() =>
    import('./lib/VideoFacade/VideoFacade').then((module) => module.VideoFacade),
  ),
  'news-webinars': lazyPart(() =>
    import('./lib/WebinarsPage/WebinarsBrowser').then((module) => module.WebinarsBrowser),
  ),
} as const;
