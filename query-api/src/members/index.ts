export * from './routes.ts';
export * from './member-view.ts';
