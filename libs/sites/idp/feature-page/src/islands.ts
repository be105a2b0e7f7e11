// The idp page's interactive parts (ADR 0032), by the names its `Island`s give, for the app's
// islands entry. Nothing here imports React Router.
import { PlatformFaq } from './lib/IdpPage/idp-parts';

export const idpIslands = {
  'platform-faq': PlatformFaq,
} as const;
