// The shared namespaces' English texts, bundled: for a client that renders them at once without
// a page's `loadTexts` (the admin). Site pages load them through i18next's backend instead.
export { texts as englishTexts } from './lib/resources.en';
