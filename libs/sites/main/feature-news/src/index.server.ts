// Server-only: the route modules' loaders (React Router fails a build that puts a `.server`
// module in the browser's bundle). The page's types stay importable from the main entry.
export * from './lib/loaders/page-loader.server';
export * from './lib/loaders/media-loaders.server';
export * from './lib/loaders/podcast-loaders.server';
export * from './lib/loaders/event-loaders.server';
export * from './lib/loaders/case-loaders.server';
// The calendar files (ical-generator never reaches a browser bundle).
export * from './lib/calendar/calendar-file.server';
export * from './lib/calendar/calendar-loaders.server';
