export * from './store.ts';
export * from './catalog.ts';
export * from './postgres/index.ts';
