// The cookie alert is rendered by ConsentRoot (in every page's HTML); its save, with the API
// store and the fingerprint library, loads only with the visitor's choice (save-consent.ts).
export * from './lib/consent-state';
export * from './lib/use-consent';
export * from './lib/third-party/metrika';
export * from './lib/third-party/third-party-registry';
export * from './lib/third-party/third-party-loader';
export * from './lib/ConsentRoot/ConsentRoot';
