// The idp page's interactive parts (ADR 0032), by the names its `Island`s give, for the app's
// islands entry (loaded only on a page that has them). Nothing here imports React Router.
import { lazyPart } from '@corp/shared/document/islands';

export const idpIslands = {
  'platform-faq': lazyPart(() =>
    import('./lib/IdpPage/idp-parts').then((module) => module.PlatformFaq),
  ),
} as const;
