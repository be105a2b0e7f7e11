// An island page (ADR 0032, `<html data-islands>`) hydrates its parts only, without React
// Router; any other page (an error page) hydrates whole.
if (document.documentElement.hasAttribute('data-islands')) void import('./islands.client');
else void import('./site.client');
