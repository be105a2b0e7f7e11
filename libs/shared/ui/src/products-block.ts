// The products slider alone, for an islands entry that loads it only on a page that has one
// (ADR 0032): `import('@corp/shared/ui/products-block')`.
export { ProductsBlock } from './lib/ProductsBlock/ProductsBlock.island';
