// Server-only: the calendar files' loaders (ical-generator never reaches a browser bundle).
export * from './lib/calendar/calendar-file.server';
export * from './lib/calendar/calendar-loaders.server';
