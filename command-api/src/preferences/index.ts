export { preferencesRouter, type PreferencesRouterDependencies } from './routes.ts';
