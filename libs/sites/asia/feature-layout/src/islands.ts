// The Asia site's interactive parts (ADR 0032), by the names its `Island`s give, for the app's
// islands entry. Nothing here imports React Router.
import { AsiaHeader } from './lib/AsiaHeader/AsiaHeader';
import { AsiaFooter } from './lib/AsiaLayout/AsiaFooter';

export const asiaIslands = {
  'asia-footer': AsiaFooter,
  'asia-header': AsiaHeader,
} as const;
