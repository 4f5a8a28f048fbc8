export { preferencesQueryRouter, type PreferencesQueryDependencies } from './routes.ts';
