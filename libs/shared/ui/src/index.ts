export * from './lib/breakpoints';
export * from './lib/Button/Button';
