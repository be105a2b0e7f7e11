// The always-loaded part only: the cookie alert itself loads lazily (ConsentRoot), so it is
// deliberately not exported here (a static export would pull it into the first load).
export * from './lib/consent-state';
export * from './lib/use-consent';
export * from './lib/third-party/metrika';
export * from './lib/third-party/third-party-registry';
export * from './lib/third-party/third-party-loader';
export * from './lib/ConsentRoot/ConsentRoot';
