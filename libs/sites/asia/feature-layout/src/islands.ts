// The Asia site's layout parts (ADR 0032), listed by their `Island` names for the app's islands
// entry. Nothing here imports React Router.
export { AsiaFooter } from './lib/AsiaLayout/AsiaFooter';
export { AsiaHeader } from './lib/AsiaHeader/AsiaHeader';
