import { registerSites } from '@corp/shared/routing';
import { idpDefinition } from '@corp/sites/idp/definition';
import { mainDefinition } from '@corp/sites/main/definition';

// This app's URL resolver, registered by its server entry: no page resolves a URL in the browser
// (ADR 0032). Its tables: its own rows and the main site's it links to
// (libs/sites/*/definition).
registerSites([mainDefinition, idpDefinition]);

// The shared server entry: `handleRequest`, `handleError`, `streamTimeout`, `apiAccessContext`.
export * from '@corp/shared/document/server';
export { default } from '@corp/shared/document/server';
