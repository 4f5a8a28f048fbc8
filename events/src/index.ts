export * from './store.ts';
export * from './catalog.ts';
