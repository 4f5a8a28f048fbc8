export * from './media-query-router.ts';
