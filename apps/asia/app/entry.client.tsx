// Every page is an island page (ADR 0032): its interactive parts hydrate, each by itself, without
// React Router.
void import('./islands.client');
