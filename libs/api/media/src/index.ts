export * from './lib/asset';
export * from './lib/image-variants';
export * from './lib/media-routes';
export * from './lib/media-types';
export * from './lib/uploads-routes';
