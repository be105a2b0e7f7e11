// The photo gallery dialog alone, for a part that loads it when a gallery is opened (ADR 0032):
// `import('@corp/shared/ui/photogallery-modal')`.
export { PhotogalleryModal } from './lib/PhotogalleryModal/PhotogalleryModal';
