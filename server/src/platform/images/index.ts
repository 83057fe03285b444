export type { Art, CaseArt, ItemArt } from './art/draw';
export { createImages, type Images, type PictureResolver, type PictureSource } from './images';
export { externalPictureUrl, type PictureKind, pictureUrl } from './urls';
