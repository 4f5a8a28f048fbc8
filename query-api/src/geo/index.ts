export * from './geo-query-router.ts';
