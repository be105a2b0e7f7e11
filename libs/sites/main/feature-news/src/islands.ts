// The interactive parts of the main site's news pages (ADR 0032), by the names their `Island`s
// give, for the main app's islands entry. Nothing here imports React Router.
import { CasesBrowser } from './lib/CasesPage/CasesBrowser';
import { EventsBrowser } from './lib/EventsPage/EventsBrowser';
import { EventsPromo } from './lib/EventsPromo/EventsPromo';
import { MediaList } from './lib/MediaList/MediaList';
import { VideoFacade } from './lib/VideoFacade/VideoFacade';
import { WebinarsBrowser } from './lib/WebinarsPage/WebinarsBrowser';

export const newsIslands = {
  'news-cases': CasesBrowser,
  'news-events': EventsBrowser,
  'news-events-promo': EventsPromo,
  'news-media-list': MediaList,
  'news-video': VideoFacade,
  'news-webinars': WebinarsBrowser,
} as const;
