// The interactive parts of the main site's news pages (ADR 0032), by the names their `Island`s
// give, for the main app's islands entry. Nothing here imports React Router.

export const newsIslands = {} as const;
