export * from './media-router.ts';
