export { photoReviewRouter, type PhotoReviewDependencies } from './routes.ts';
export { photoReviewDecider, PHOTO_REFUSED, type PhotoReviewCommand } from './photo-review.ts';
export { FIRST_PHOTO_WITHOUT_FACE, refuseFacelessFirstPhoto, screenAndStorePhoto, type PhotoScreeningDependencies } from './screen-photo.ts';
